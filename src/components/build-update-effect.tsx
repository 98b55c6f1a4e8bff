import { useEffect, useRef } from 'react';
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
  const tRef = useRef(t);
  tRef.current = t;
  const announced = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    const check = async () => {
      const served = await fetchServedVersion(client);
      if (!active || !isNewBuild(served) || announced.current === served) return;
      announced.current = served;
      const tr = tRef.current;
      showToast({
        intent: 'info',
        title: tr('update.title'),
        body: tr('update.body'),
        action: { label: tr('update.reload'), onClick: () => guardedReload() },
        id: `update:${served}`,
        timeout: -1,
      });
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
