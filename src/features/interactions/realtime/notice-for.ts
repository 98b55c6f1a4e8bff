import type { QueryClient } from '@tanstack/react-query';
import type { ServerMessage } from '../../../../contracts/socket/protocol';
import { cachedSummary } from './interaction-event-table';

export interface Notice {
  kind: 'assigned' | 'message';
  interactionId: number;
  contactName: string;
  contactId: number | null;
}

export interface NoticeContext {
  meId: number;
  /** Whether a conversation is on screen. */
  isOpen: (id: number) => boolean;
  /** The tab is in the background. */
  hidden: boolean;
}

/** A customer's message in a conversation I own. */
function messageNotice(queryClient: QueryClient, id: number, meId: number): Notice | null {
  const summary = cachedSummary(queryClient, id);
  if (summary?.owner_user_id !== meId) return null;
  return { kind: 'message', interactionId: id, contactName: summary.contact_name, contactId: summary.contact_id };
}

/**
 * What in a server message deserves a sound and a desktop notification (issue 3): a conversation
 * routed to me, or a customer's message in a conversation I own that I am not looking at. The
 * conversation on screen is followed, so its messages come as `message.created` and not as activity:
 * they ring while the tab is in the background.
 */
export function noticesFor(msg: ServerMessage, queryClient: QueryClient, { meId, isOpen, hidden }: NoticeContext): Notice[] {
  if (msg.type === 'interaction.assigned') {
    if (msg.interaction.owner_user_id !== meId) return [];
    return [{ kind: 'assigned', interactionId: msg.interaction.id, contactName: msg.interaction.contact_name, contactId: msg.interaction.contact_id }];
  }
  if (msg.type === 'message.created') {
    const { interaction_id: id, author_type } = msg.message;
    if (author_type !== 'contact' || !isOpen(id) || !hidden) return [];
    const notice = messageNotice(queryClient, id, meId);
    return notice ? [notice] : [];
  }
  if (msg.type !== 'interaction.activity') return [];
  const notices: Notice[] = [];
  for (const { interaction_id: id, from_contact } of msg.items) {
    if (!from_contact || isOpen(id)) continue;
    const notice = messageNotice(queryClient, id, meId);
    if (notice) notices.push(notice);
  }
  return notices;
}
