import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import type { ConversationStore } from '../../../lib/conversations/conversation-store';
import { applyInteractionMessage } from '../realtime/interaction-event-table';

/** Marks are sent at most this often while messages keep coming. */
export const READ_DEBOUNCE_MS = 400;

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const isVisible = () => document.visibilityState !== 'hidden';

/**
 * While the conversation is on screen and the tab visible, tells the server the agent has seen it
 * up to `lastSeq` (debounced; the store sends only what is news), and clears this tab's badge at
 * once through the event table.
 */
export function useReadMarks(store: ConversationStore, lastSeq: number): void {
  const queryClient = useQueryClient();
  const { me } = useCurrentUser();
  const visible = useSyncExternalStore(subscribeVisibility, isVisible);

  useEffect(() => {
    if (!visible || lastSeq <= 0) return;
    const timer = setTimeout(() => {
      store.markRead(lastSeq);
      applyInteractionMessage(queryClient, { type: 'interaction.read', interaction_id: store.id, side: 'me', seq: lastSeq }, { meId: me.ID });
    }, READ_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [store, queryClient, me.ID, lastSeq, visible]);
}
