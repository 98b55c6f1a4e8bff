import { messengerReplyKind } from '../../../../contracts/messenger-window';
import type { InteractionSummary } from '../../../../contracts/interaction.schema';
import type { Message } from '../../../../contracts/message.schema';

/**
 * Whether Messenger's window has closed on this conversation (contracts/messenger-window.ts): the
 * customer's last message is more than 7 days old. Judged only once every message is loaded.
 */
export function messengerWindowClosed(
  summary: Pick<InteractionSummary, 'channel_type' | 'last_seq' | 'status'>,
  messages: readonly Message[],
  contiguousSeq: number,
  now = Date.now(),
): boolean {
  if (summary.channel_type !== 'messenger' || summary.status !== 'open' || contiguousSeq < summary.last_seq) return false;
  const last = messages.findLast((m) => m.author_type === 'contact');
  return !!last && messengerReplyKind(now - Date.parse(last.created_at)) === 'closed';
}
