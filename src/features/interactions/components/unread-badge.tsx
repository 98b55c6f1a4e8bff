import { CounterBadge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** A row's unread count; nothing when zero. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('interactions');
  if (count <= 0) return null;
  return <CounterBadge count={count} size="small" color="danger" aria-label={t('list.unread', { count })} />;
}
