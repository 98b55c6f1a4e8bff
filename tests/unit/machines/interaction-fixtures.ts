import { createActor, fromPromise } from 'xstate';
import { interactionMachine, type EscalateInput, type InteractionInput } from '../../../machines/interaction.machine';

export function start(input: Omit<InteractionInput, 'id'> = {}, machine = interactionMachine) {
  return createActor(machine, { input: { id: 7, ...input } }).start();
}

/** Queued, then assigned to user 1. */
export function toAgent(input: Omit<InteractionInput, 'id'> = {}, machine = interactionMachine) {
  const actor = start(input, machine);
  actor.send({ type: 'interaction.assign', userId: 1 });
  return actor;
}

/** An escalate actor the test settles by hand, recording what it was asked. */
export function manualEscalate() {
  const calls: EscalateInput[] = [];
  let settle!: { resolve: () => void; reject: (e: Error) => void };
  const machine = interactionMachine.provide({
    actors: {
      escalate: fromPromise<void, EscalateInput>(({ input }) => {
        calls.push(input);
        return new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
      }),
    },
  });
  return { machine, calls, resolve: () => settle.resolve(), reject: () => settle.reject(new Error('no')) };
}
