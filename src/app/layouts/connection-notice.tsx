import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRefused } from '../../../streams/transport';
import { useRealtimeTransport } from '../../lib/realtime/realtime-provider';

/** A socket down for less than this (a blip, a server restart) shows nothing. */
export const RECONNECTING_NOTICE_AFTER_MS = 2_000;

const useStyles = makeStyles({
  notice: {
    position: 'fixed',
    top: tokens.spacingVerticalS,
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 1000,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteYellowBackground2,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow8,
  },
});

/**
 * Says "reconnecting…" while the agent socket, once connected, has been down longer than
 * RECONNECTING_NOTICE_AFTER_MS; gone as soon as it is back. A refusal is not a reconnection (the
 * transport stays down): it is left to whoever handles the refusal.
 */
export function ConnectionNotice() {
  const styles = useStyles();
  const { t } = useTranslation('common');
  const transport = useRealtimeTransport();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let everConnected = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sub = transport.status$.subscribe((status) => {
      if (status === 'connected') everConnected = true;
      const down = everConnected && status !== 'connected' && !isRefused(status);
      if (!down) {
        clearTimeout(timer);
        timer = undefined;
        setShown(false);
      } else {
        timer ??= setTimeout(() => setShown(true), RECONNECTING_NOTICE_AFTER_MS);
      }
    });
    return () => {
      clearTimeout(timer);
      sub.unsubscribe();
    };
  }, [transport]);

  if (!shown) return null;
  return (
    <div role="status" className={styles.notice}>
      {t('connection.reconnecting')}
    </div>
  );
}
