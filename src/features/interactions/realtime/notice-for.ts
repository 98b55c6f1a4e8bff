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
  /** The conversation on screen, if any. */
  openId: number | null;
  /** The tab is in the background. */
  hidden: boolean;
}

/**
 * Whether a server message deserves a sound and a desktop notification (issue 3): a conversation
 * routed to me, or a customer's message in a conversation I own that I am not looking at.
 */
export function noticeFor(msg: ServerMessage, queryClient: QueryClient, { meId, openId, hidden }: NoticeContext): Notice | null {
  if (msg.type === 'interaction.assigned') {
    if (msg.interaction.owner_user_id !== meId) return null;
    return { kind: 'assigned', interactionId: msg.interaction.id, contactName: msg.interaction.contact_name, contactId: msg.interaction.contact_id };
  }
  if (msg.type === 'interaction.activity' && msg.author_type === 'contact') {
    const summary = cachedSummary(queryClient, msg.interaction_id);
    if (!summary || summary.owner_user_id !== meId) return null;
    if (!hidden && openId === msg.interaction_id) return null;
    return { kind: 'message', interactionId: msg.interaction_id, contactName: summary.contact_name, contactId: summary.contact_id };
  }
  return null;
}
