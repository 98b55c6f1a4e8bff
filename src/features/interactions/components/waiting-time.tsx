import { useTranslation } from 'react-i18next';
import { relativeTime } from '../../../lib/relative-time';
import { useNow } from '../hooks/use-now';

/** How long ago the conversation started, kept current while on screen. */
export function WaitingTime({ since }: { since: string }) {
  const { t } = useTranslation('list');
  const now = useNow();
  return (
    <time dateTime={since} title={new Date(since).toLocaleString()}>
      {relativeTime(since, now, t)}
    </time>
  );
}
