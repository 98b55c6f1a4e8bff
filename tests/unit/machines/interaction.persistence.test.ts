import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { interactionMachine } from '../../../machines/interaction.machine';
import {
  canTransition,
  interactionStateOf,
  isPersistable,
  restoreInteractionActor,
  toPersisted,
  type PersistedInteraction,
} from '../../../machines/interaction.persistence';
import { manualEscalate, start, toAgent } from './interaction-fixtures';

describe('interaction machine: restored from a persisted state (server)', () => {
  const context = start().getSnapshot().context;
  const at = (value: PersistedInteraction['value'], extra = {}): PersistedInteraction => ({ value, context: { ...context, ...extra } });

  it('refuses what the stored state does not allow', () => {
    expect(canTransition(at({ closed: 'rated' }, { rating: 3 }), { type: 'interaction.rate', rating: 5 })).toBe(false);
    expect(canTransition(at({ closed: 'unrated' }), { type: 'interaction.rate', rating: 5 })).toBe(false);
    expect(canTransition(at({ closed: 'ratingRequested' }), { type: 'interaction.requestRating' })).toBe(false);
    expect(canTransition(at({ closed: 'unrated' }), { type: 'interaction.escalate', userId: 2 })).toBe(false);
    expect(canTransition(at({ open: 'queued' }), { type: 'interaction.escalate', userId: 2 })).toBe(false);
    expect(canTransition(at({ open: 'agent' }, { assigneeId: 2 }), { type: 'interaction.escalate', userId: 2 })).toBe(false);
    expect(canTransition(at({ open: 'agent' }), { type: 'interaction.close' })).toBe(false);
    expect(canTransition(at({ open: 'queued' }), { type: 'interaction.requeue' })).toBe(false);
  });

  it('allows what it does, using the stored context in guards', () => {
    expect(canTransition(at({ open: 'agent' }, { assigneeId: 2 }), { type: 'interaction.escalate', userId: 3 })).toBe(true);
    expect(canTransition(at({ open: 'agent' }, { subject: 'Billing' }), { type: 'interaction.close' })).toBe(true);
    expect(canTransition(at({ closed: 'ratingRequested' }), { type: 'interaction.rate', rating: 1 })).toBe(true);
    expect(canTransition(at({ open: 'agent' }, { assigneeId: 2 }), { type: 'interaction.requeue' })).toBe(true);
  });

  it('round-trips through JSON and carries on in an actor', () => {
    const live = toAgent({ subject: 'Billing' });
    const row = JSON.parse(JSON.stringify(toPersisted(live.getSnapshot()))) as PersistedInteraction;
    const actor = restoreInteractionActor(row);
    expect(actor.getSnapshot().value).toEqual({ open: 'agent' });
    actor.send({ type: 'interaction.close' });
    actor.send({ type: 'interaction.requestRating' });
    actor.send({ type: 'interaction.rate', rating: 5 });
    expect(toPersisted(actor.getSnapshot())).toMatchObject({ value: { closed: 'rated' }, context: { rating: 5, subject: 'Billing' } });
  });

  it("runs an escalation on a restored actor with the server's own escalate", async () => {
    const seen: number[] = [];
    const machine = interactionMachine.provide({
      actors: { escalate: fromPromise(async ({ input }) => void seen.push(input.toUserId)) },
    });
    const actor = restoreInteractionActor(at({ open: 'virtual_agent' }), machine);
    actor.send({ type: 'interaction.escalate', userId: 4 });
    const done = await waitFor(actor, isPersistable);
    expect(seen).toEqual([4]);
    expect(toPersisted(done)).toMatchObject({ value: { open: 'agent' }, context: { assigneeId: 4, lastEscalation: 'succeeded' } });
  });

  it('throws on a state the machine does not have rather than guessing', () => {
    expect(() => canTransition(at({ open: 'bogus' }), { type: 'interaction.close' })).toThrow();
  });

  it('maps state values to the list status and marks escalations as not persistable', () => {
    expect(interactionStateOf(at({ open: 'virtual_agent' }))).toEqual({ status: 'open', stage: 'virtual_agent' });
    expect(interactionStateOf(at({ open: 'escalating' }, { escalatedFrom: 'virtual_agent' }))).toEqual({ status: 'open', stage: 'virtual_agent' });
    expect(interactionStateOf(at({ closed: 'rated' }))).toEqual({ status: 'closed' });
    const esc = manualEscalate();
    const actor = toAgent({}, esc.machine);
    expect(isPersistable(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'interaction.escalate', userId: 5 });
    expect(isPersistable(actor.getSnapshot())).toBe(false);
  });
});
