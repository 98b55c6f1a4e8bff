import { createActor, type SnapshotFrom } from 'xstate';
import type { SubscriptionState } from '../contracts/billing.schema';
import { subscriptionMachine, type SubscriptionContext, type SubscriptionEvent, type SubscriptionTag } from './subscription.machine';

/** A stored subscription: its state and the machine's context, as the server keeps them in one row. */
export interface StoredSubscription {
  state: SubscriptionState;
  context: SubscriptionContext;
}
export type SubscriptionSnapshot = SnapshotFrom<typeof subscriptionMachine>;

/** The snapshot of a stored subscription; asking it questions runs nothing. */
export function restoreSubscription(s: StoredSubscription): SubscriptionSnapshot {
  return subscriptionMachine.resolveState({ value: s.state, context: s.context });
}

/**
 * Runs `events` from the stored state: the result, or null when the machine refuses one of them.
 * A clock tick is never refused: time passing with nothing due simply changes nothing.
 */
export function applySubscriptionEvents(s: StoredSubscription, events: SubscriptionEvent[]): StoredSubscription | null {
  const actor = createActor(subscriptionMachine, { snapshot: restoreSubscription(s), input: s.context }).start();
  try {
    for (const event of events) {
      if (event.type !== 'clock.tick' && !actor.getSnapshot().can(event)) return null;
      actor.send(event);
    }
    const snap = actor.getSnapshot();
    return { state: snap.value as SubscriptionState, context: snap.context };
  } finally {
    actor.stop();
  }
}

export const subscriptionCan = (s: StoredSubscription, event: SubscriptionEvent) => restoreSubscription(s).can(event);
export const subscriptionHas = (s: StoredSubscription, tag: SubscriptionTag) => restoreSubscription(s).hasTag(tag);
