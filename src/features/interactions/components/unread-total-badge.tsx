import { CounterBadge } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';
import { interactionListQueryOptions, type InteractionListParams } from '../../../lib/api/interactions';
import { unreadOf } from '../realtime/interaction-event-table';

/** The open conversations the badge counts: the first 200, which is more than anyone works at once. */
const BADGE_LIST: InteractionListParams = { status: 'open', scope: 'all', page: 1, size: 200 };

/** Unread messages in conversations I own or have opened, kept live by the realtime table. */
export function useUnreadTotal(): number {
  const { me } = useCurrentUser();
  const { data } = useQuery({ ...interactionListQueryOptions(BADGE_LIST), refetchOnWindowFocus: true });
  return data?.items.reduce((sum, item) => sum + unreadOf(item, me.ID), 0) ?? 0;
}

/** The main menu's unread badge for the interactions entry (the signed-in layout keeps it live). */
export function UnreadTotalBadge() {
  const { t } = useTranslation('interactions');
  const total = useUnreadTotal();
  return total > 0 ? <CounterBadge count={total} size="small" color="danger" aria-label={t('badge', { count: total })} /> : null;
}
