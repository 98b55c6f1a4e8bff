import { createActor, type SnapshotFrom, type StateValue } from 'xstate';
import type { InteractionEvent, InteractionStage, InteractionState } from '../contracts';
import { interactionMachine, type InteractionContext } from './interaction.machine';

/**
 * What the server stores per interaction: the machine's state value and context, both plain JSON.
 * Only stable states are stored; `open.escalating` lives only inside a running actor (its invoked
 * `escalate` call is not persisted), so the server runs escalations in an actor and stores the result.
 */
export interface PersistedInteraction {
  value: StateValue;
  context: InteractionContext;
}

export type InteractionSnapshot = SnapshotFrom<typeof interactionMachine>;

export function toPersisted(snapshot: InteractionSnapshot): PersistedInteraction {
  return { value: snapshot.value, context: snapshot.context };
}

export function isPersistable(snapshot: InteractionSnapshot): boolean {
  return !snapshot.matches({ open: 'escalating' });
}

/**
 * The snapshot for a stored interaction: `machine.resolveState({ value, context })`. No entry actions
 * run and no actor starts, so asking it questions is free. Throws on a state value the machine does
 * not have (a corrupt row is a bug, not a refusal).
 */
export function restoreInteraction(persisted: PersistedInteraction, machine = interactionMachine): InteractionSnapshot {
  return machine.resolveState({ value: persisted.value, context: persisted.context });
}

/**
 * A started actor that carries on from a stored interaction, i.e.
 * `createActor(machine, { snapshot: restoreInteraction(row) })`. Pass the machine with the server's
 * own `escalate` (`interactionMachine.provide({ actors: { escalate } })`) to run an escalation.
 * `input` is ignored when a snapshot is given; it is passed only because the typings require it.
 */
export function restoreInteractionActor(persisted: PersistedInteraction, machine = interactionMachine) {
  const snapshot = restoreInteraction(persisted, machine);
  return createActor(machine, { snapshot, input: { id: persisted.context.id } }).start();
}

/** Whether the machine would take `event` from the stored state: the server's refusal test. */
export function canTransition(persisted: PersistedInteraction, event: InteractionEvent): boolean {
  return restoreInteraction(persisted).can(event);
}

/** The list-friendly status (an escalation in flight still counts as the stage it started from). */
export function interactionStateOf({ value, context }: PersistedInteraction): InteractionState {
  if (typeof value === 'object' && 'open' in value) {
    const sub = value.open as string;
    const stage = sub === 'escalating' ? (context.escalatedFrom ?? 'agent') : (sub as InteractionStage);
    return { status: 'open', stage };
  }
  return { status: 'closed' };
}
