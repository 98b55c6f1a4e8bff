import { CheckmarkCircleRegular, HandRightRegular, OpenRegular, PersonArrowRightRegular, TicketDiagonalRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { mayActAsHolder } from '../../../../contracts/interaction-holder';
import type { InteractionSummary } from '../../../../contracts/interaction.schema';
import type { ContextMenuItem } from '../../../components/context-menu';
import { useRowContextMenu } from '../../../components/row-context-menu';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { postInteractionEvent } from '../api/post-interaction-event';
import { contactLabel } from '../hooks/contact-label';
import { applyInteractionMessage } from '../realtime/interaction-event-table';
import { conversationPath } from '../realtime/interactions-realtime-effect';

/** The conversation's own action bar opens its transfer or close dialog when the address asks. */
export const ACTION_PARAM = 'act';
export type ConversationIntent = 'escalate' | 'close';

/**
 * A conversation row's menu: open; take it from the queue; transfer or close it when the machine
 * allows and it is mine to hand on (the same rule as the conversation's action bar); an issue from it.
 */
export function useConversationRowMenu() {
  const { t } = useTranslation('interactions');
  const { me } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const take = useMutation({
    mutationFn: (id: number) => postInteractionEvent(id, { type: 'interaction.assign', userId: me.ID }),
    onSuccess: (interaction) => {
      applyInteractionMessage(queryClient, { type: 'interaction.changed', interaction }, { meId: me.ID });
      void navigate(conversationPath(interaction.id));
    },
  });
  const itemsFor = (item: InteractionSummary): ContextMenuItem[] => {
    const path = conversationPath(item.id);
    const mine = mayActAsHolder({ stage: item.stage, ownerUserId: item.owner_user_id }, { id: me.ID, permissions: me.permissions });
    const withIntent = (intent: ConversationIntent) => () => void navigate(`${path}?${ACTION_PARAM}=${intent}`);
    const items: ContextMenuItem[] = [{ key: 'open', label: t('rowMenu.open'), icon: <OpenRegular />, onSelect: () => void navigate(path) }];
    if (item.can.includes('canAssign'))
      items.push({ key: 'take', label: t('rowMenu.take'), icon: <HandRightRegular />, disabled: take.isPending, onSelect: () => take.mutate(item.id) });
    if (item.can.includes('canEscalate') && mine)
      items.push({ key: 'escalate', label: t('rowMenu.escalate'), icon: <PersonArrowRightRegular />, onSelect: withIntent('escalate') });
    if (item.can.includes('canClose') && mine) items.push({ key: 'close', label: t('rowMenu.close'), icon: <CheckmarkCircleRegular />, onSelect: withIntent('close') });
    if (can(me, 'issue.edit_resolve'))
      items.push({
        key: 'issue',
        label: t('rowMenu.createIssue'),
        icon: <TicketDiagonalRegular />,
        onSelect: () => void navigate(`/issues?from_interaction=${item.id}`),
      });
    return items;
  };
  return useRowContextMenu(itemsFor, (item) => t('rowMenu.label', { name: contactLabel(item, t) }));
}
