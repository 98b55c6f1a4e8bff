import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VERSION_POLL_MS, fetchServedVersion, guardedReload, isNewBuild } from '../lib/build-update';
import { http, type HttpClient } from '../lib/http';
import { showToast } from '../lib/toasts';

interface Props {
  client?: HttpClient;
  intervalMs?: number;
  /** Off in dev: the dev server's build never matches the server's version.json. */
  enabled?: boolean;
}

/** Polls GET /pub/version (every minute and on focus) and offers a reload when a new build is out. */
export function BuildUpdateEffect({ client = http, intervalMs = VERSION_POLL_MS, enabled = !import.meta.env.DEV }: Props) {
  const { t } = useTranslation();
  const announced = useRef<string | null>(null);
  // In the language of the moment the toast shows, without restarting the poll when it changes.
  const announce = useEffectEvent((served: string | null) => {
    showToast({
      intent: 'info',
      title: t('update.title'),
      body: t('update.body'),
      action: { label: t('update.reload'), onClick: () => guardedReload() },
      id: `update:${served}`,
      timeout: -1,
    });
  });

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    const check = async () => {
      const served = await fetchServedVersion(client);
      if (!active || !isNewBuild(served) || announced.current === served) return;
      announced.current = served;
      announce(served);
    };
    const timer = window.setInterval(() => void check(), intervalMs);
    const onFocus = () => void check();
    window.addEventListener('focus', onFocus);
    return () => {
      active = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [client, intervalMs, enabled]);

  return null;
}
