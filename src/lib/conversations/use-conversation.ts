import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useConversationSlot, useRealtimeTransport } from '../realtime/realtime-provider';
import { ConversationRegistry } from './conversation-registry';
import type { ConversationState, ConversationStore } from './conversation-store';

/** The conversation stores of this connection (DESIGN.md §3: one per open conversation), owned by the realtime provider. */
export function useConversations(): ConversationRegistry {
  const transport = useRealtimeTransport();
  // Created once per provider, on first use.
  return useConversationSlot().get(() => new ConversationRegistry(transport));
}

/** The conversation's store, without opening it. */
export function useConversationStore(id: number): ConversationStore {
  return useConversations().get(id);
}

/** The conversation's store, followed (resync, then live) while the calling screen is mounted. */
export function useOpenConversation(id: number): ConversationStore {
  const registry = useConversations();
  useEffect(() => registry.open(id), [registry, id]);
  return registry.get(id);
}

/** A slice of the conversation's state; the component renders again only when the slice changes. */
export function useConversationSlice<T>(store: ConversationStore, selector: (state: ConversationState) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(store, selector, compare);
}
