import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { manualEscalate, start, toAgent } from './interaction-fixtures';

describe('interaction machine: open stages', () => {
  it('starts in the queue unless a virtual agent takes it first', () => {
    expect(start().getSnapshot().value).toEqual({ open: 'queued' });
    expect(start({ startWith: 'virtual_agent' }).getSnapshot().value).toEqual({ open: 'virtual_agent' });
  });

  it('tags say what the console may offer in each stage', () => {
    const queued = start().getSnapshot();
    expect([...queued.tags].sort()).toEqual(['canAssign', 'canClose']);
    const va = start({ startWith: 'virtual_agent' }).getSnapshot();
    expect([...va.tags].sort()).toEqual(['canClose', 'canEscalate', 'canHandover']);
    expect([...toAgent().getSnapshot().tags].sort()).toEqual(['canClose', 'canEscalate']);
  });

  it('assign takes a queued interaction to that person', () => {
    const snap = toAgent().getSnapshot();
    expect(snap.value).toEqual({ open: 'agent' });
    expect(snap.context.assigneeId).toBe(1);
  });

  it('refuses assign once someone has it, and handover outside the virtual agent', () => {
    const actor = toAgent();
    const before = actor.getSnapshot();
    expect(before.can({ type: 'interaction.assign', userId: 2 })).toBe(false);
    actor.send({ type: 'interaction.assign', userId: 2 });
    expect(actor.getSnapshot().context.assigneeId).toBe(1);
    expect(start().getSnapshot().can({ type: 'interaction.handover' })).toBe(false);
  });

  it('handover from the virtual agent goes to the queue, or to a person when named', () => {
    const toQueue = start({ startWith: 'virtual_agent' });
    toQueue.send({ type: 'interaction.handover' });
    expect(toQueue.getSnapshot().value).toEqual({ open: 'queued' });

    const toPerson = start({ startWith: 'virtual_agent' });
    toPerson.send({ type: 'interaction.handover', userId: 9 });
    expect(toPerson.getSnapshot().value).toEqual({ open: 'agent' });
    expect(toPerson.getSnapshot().context.assigneeId).toBe(9);
  });
});

describe('interaction machine: requeue', () => {
  it('gives an assigned conversation back to the queue without an owner, where it can be assigned again', () => {
    const actor = toAgent();
    expect(actor.getSnapshot().can({ type: 'interaction.requeue' })).toBe(true);
    actor.send({ type: 'interaction.requeue' });
    expect(actor.getSnapshot().value).toEqual({ open: 'queued' });
    expect(actor.getSnapshot().context.assigneeId).toBeNull();
    actor.send({ type: 'interaction.assign', userId: 2 });
    expect(actor.getSnapshot().context.assigneeId).toBe(2);
  });

  it('refuses requeue from the queue, the virtual agent, mid-escalation and once closed', () => {
    expect(start().getSnapshot().can({ type: 'interaction.requeue' })).toBe(false);
    expect(start({ startWith: 'virtual_agent' }).getSnapshot().can({ type: 'interaction.requeue' })).toBe(false);
    const esc = manualEscalate();
    const escalating = toAgent({}, esc.machine);
    escalating.send({ type: 'interaction.escalate', userId: 5 });
    expect(escalating.getSnapshot().can({ type: 'interaction.requeue' })).toBe(false);
    const closed = toAgent({ subject: 's' });
    closed.send({ type: 'interaction.close' });
    expect(closed.getSnapshot().can({ type: 'interaction.requeue' })).toBe(false);
  });
});

describe('interaction machine: escalation', () => {
  it('escalates to another staff user through the escalate actor and reports success', async () => {
    const esc = manualEscalate();
    const actor = toAgent({}, esc.machine);
    actor.send({ type: 'interaction.escalate', userId: 5 });
    expect(actor.getSnapshot().value).toEqual({ open: 'escalating' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(esc.calls).toEqual([{ interactionId: 7, fromUserId: 1, toUserId: 5 }]);
    esc.resolve();
    const done = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(done.value).toEqual({ open: 'agent' });
    expect(done.context).toMatchObject({ assigneeId: 5, lastEscalation: 'succeeded', escalationTarget: null });
  });

  it('a failed escalation reports failure and returns to the person who had it', async () => {
    const esc = manualEscalate();
    const actor = toAgent({}, esc.machine);
    actor.send({ type: 'interaction.escalate', userId: 5 });
    esc.reject();
    const done = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(done.value).toEqual({ open: 'agent' });
    expect(done.context).toMatchObject({ assigneeId: 1, lastEscalation: 'failed' });
  });

  it('a failed escalation from the virtual agent returns to the virtual agent', async () => {
    const esc = manualEscalate();
    const actor = start({ startWith: 'virtual_agent' }, esc.machine);
    actor.send({ type: 'interaction.escalate', userId: 5 });
    esc.reject();
    const done = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(done.value).toEqual({ open: 'virtual_agent' });
    expect(done.context).toMatchObject({ assigneeId: null, lastEscalation: 'failed', escalatedFrom: null });
  });

  it('without a provided escalate actor the attempt fails instead of pretending', async () => {
    const actor = toAgent();
    actor.send({ type: 'interaction.escalate', userId: 5 });
    const done = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(done.context.lastEscalation).toBe('failed');
  });

  it('refuses escalation from the queue, to the current assignee, and while one is running', () => {
    expect(start().getSnapshot().can({ type: 'interaction.escalate', userId: 5 })).toBe(false);
    expect(toAgent().getSnapshot().can({ type: 'interaction.escalate', userId: 1 })).toBe(false);
    const esc = manualEscalate();
    const actor = toAgent({}, esc.machine);
    actor.send({ type: 'interaction.escalate', userId: 5 });
    const snap = actor.getSnapshot();
    expect(snap.can({ type: 'interaction.escalate', userId: 6 })).toBe(false);
    expect(snap.can({ type: 'interaction.close', subject: 'x' })).toBe(false);
  });
});

describe('interaction machine: close and rating', () => {
  it('refuses to close without a subject (blank counts as none)', () => {
    const actor = toAgent();
    expect(actor.getSnapshot().can({ type: 'interaction.close' })).toBe(false);
    actor.send({ type: 'interaction.close', subject: '   ' });
    expect(actor.getSnapshot().value).toEqual({ open: 'agent' });
  });

  it('closes with a subject given now or earlier, from any stage including the queue', () => {
    const queued = start();
    queued.send({ type: 'interaction.close', subject: ' Refund ', closedBy: 3 });
    expect(queued.getSnapshot().value).toEqual({ closed: 'unrated' });
    expect(queued.getSnapshot().context).toMatchObject({ subject: 'Refund', closedBy: 3 });

    const va = start({ startWith: 'virtual_agent', subject: 'Order status' });
    va.send({ type: 'interaction.close' });
    expect(va.getSnapshot().value).toEqual({ closed: 'unrated' });
    expect(va.getSnapshot().hasTag('canRequestRating')).toBe(true);
  });

  it('refuses everything open-only once closed', () => {
    const actor = start({ subject: 's' });
    actor.send({ type: 'interaction.close' });
    const snap = actor.getSnapshot();
    expect(snap.can({ type: 'interaction.escalate', userId: 5 })).toBe(false);
    expect(snap.can({ type: 'interaction.assign', userId: 5 })).toBe(false);
    expect(snap.can({ type: 'interaction.close', subject: 's' })).toBe(false);
  });

  it('asks for a rating only when closed, and only once', () => {
    expect(toAgent().getSnapshot().can({ type: 'interaction.requestRating' })).toBe(false);
    const actor = start({ subject: 's' });
    actor.send({ type: 'interaction.close' });
    actor.send({ type: 'interaction.requestRating' });
    expect(actor.getSnapshot().value).toEqual({ closed: 'ratingRequested' });
    expect(actor.getSnapshot().can({ type: 'interaction.requestRating' })).toBe(false);
  });

  it('refuses a rating before it was requested, outside 1–5, and a second time', () => {
    const actor = start({ subject: 's' });
    actor.send({ type: 'interaction.close' });
    expect(actor.getSnapshot().can({ type: 'interaction.rate', rating: 5 })).toBe(false);
    actor.send({ type: 'interaction.requestRating' });
    for (const rating of [0, 6, 2.5, Number.NaN]) {
      expect(actor.getSnapshot().can({ type: 'interaction.rate', rating })).toBe(false);
    }
    actor.send({ type: 'interaction.rate', rating: 4 });
    expect(actor.getSnapshot().value).toEqual({ closed: 'rated' });
    expect(actor.getSnapshot().context.rating).toBe(4);
    actor.send({ type: 'interaction.rate', rating: 1 });
    expect(actor.getSnapshot().context.rating).toBe(4);
  });
});
