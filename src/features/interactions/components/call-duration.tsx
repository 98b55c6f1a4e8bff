import { useTranslation } from 'react-i18next';
import type { InteractionCall } from '../../../../contracts';
import { formatDuration } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';

const secondsSince = (iso: string, now: number) => Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));

/** A call's talk time, ticking each second while it lasts; its length once it ended (wrap-up). */
export function CallDuration({ call }: { call: InteractionCall }) {
  const { t } = useTranslation('calls');
  const live = (call.state === 'talking' || call.state === 'held') && call.answered_at !== null;
  const now = useNow(undefined, live ? 1000 : 60_000);
  if (live) {
    const duration = formatDuration(secondsSince(call.answered_at!, now));
    return <span data-testid="call-row-duration">{t(call.state === 'held' ? 'phone.onHold' : 'phone.talking', { duration })}</span>;
  }
  return <span data-testid="call-row-duration">{t('list.ended', { duration: formatDuration(call.duration_s ?? 0) })}</span>;
}
