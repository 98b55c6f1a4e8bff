import { useTranslation } from 'react-i18next';
import { formatDateTime, relativeTime } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';

/** How long ago the conversation started, kept current while on screen. */
export function WaitingTime({ since }: { since: string }) {
  // Re-renders on a language switch.
  useTranslation('list');
  const now = useNow();
  return (
    <time dateTime={since} title={formatDateTime(since)}>
      {relativeTime(since, now)}
    </time>
  );
}
