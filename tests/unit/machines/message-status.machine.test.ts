import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { messageStatusMachine, parseStatus } from '../../../machines/message-status.machine';
import { MESSAGE_SEND_TIMEOUT_MS } from '../../../contracts';

function start(timeoutMs?: number) {
  const clock = new SimulatedClock();
  const log = vi.fn();
  const machine = messageStatusMachine.provide({ actions: { log: (_, params) => log(params) } });
  const actor = createActor(machine, { input: { clientId: 'c-1', timeoutMs }, clock }).start();
  return { actor, clock, log, snap: () => actor.getSnapshot() };
}

describe('parseStatus', () => {
  it('accepts the four statuses of the spec', () => {
    for (const s of ['sending', 'sent', 'seen', 'retry'] as const) expect(parseStatus(s)).toBe(s);
  });
  it('answers null for anything else', () => {
    for (const v of ['delivered', 'Sent', '', 42, null, undefined, { status: 'sent' }]) expect(parseStatus(v)).toBeNull();
  });
});

describe('message status machine', () => {
  it('starts sending with the client id and one attempt', () => {
    const { snap } = start();
    expect(snap().value).toBe('sending');
    expect(snap().hasTag('pending')).toBe(true);
    expect(snap().context).toMatchObject({ clientId: 'c-1', seq: null, attempts: 1, timeoutMs: MESSAGE_SEND_TIMEOUT_MS });
  });

  it('goes sent on the server ack, keeping its sequence number, then seen', () => {
    const { actor, snap } = start();
    actor.send({ type: 'message.ack', seq: 41 });
    expect(snap().value).toBe('sent');
    expect(snap().context.seq).toBe(41);
    actor.send({ type: 'message.status', status: 'seen' });
    expect(snap().value).toBe('seen');
  });

  it('offers retry when the configured timeout passes without an ack', () => {
    const { clock, snap } = start(1000);
    clock.increment(999);
    expect(snap().value).toBe('sending');
    clock.increment(1);
    expect(snap().value).toBe('retry');
    expect(snap().hasTag('canRetry')).toBe(true);
  });

  it('uses the default timeout when none is given', () => {
    const { clock, snap } = start();
    clock.increment(MESSAGE_SEND_TIMEOUT_MS - 1);
    expect(snap().value).toBe('sending');
    clock.increment(1);
    expect(snap().value).toBe('retry');
  });

  it('an ack cancels the timeout', () => {
    const { actor, clock, snap } = start(1000);
    actor.send({ type: 'message.ack', seq: 1 });
    clock.increment(5000);
    expect(snap().value).toBe('sent');
  });

  it('goes retry on a send error or a pushed retry status', () => {
    const a = start();
    a.actor.send({ type: 'message.fail', reason: 'socket closed' });
    expect(a.snap().value).toBe('retry');
    const b = start();
    b.actor.send({ type: 'message.status', status: 'retry' });
    expect(b.snap().value).toBe('retry');
  });

  it('retry sends again with the same client id and a fresh timeout', () => {
    const { actor, clock, snap } = start(1000);
    actor.send({ type: 'message.fail' });
    clock.increment(300);
    actor.send({ type: 'message.retry' });
    expect(snap().value).toBe('sending');
    expect(snap().context).toMatchObject({ clientId: 'c-1', attempts: 2 });
    clock.increment(999);
    expect(snap().value).toBe('sending');
    clock.increment(1);
    expect(snap().value).toBe('retry');
  });

  it('a late ack after a timeout still means sent', () => {
    const { actor, clock, snap } = start(1000);
    clock.increment(1000);
    actor.send({ type: 'message.ack', seq: 8 });
    expect(snap().value).toBe('sent');
    expect(snap().context.seq).toBe(8);
  });

  it('refuses retry unless in retry, and seen before sent', () => {
    const { actor, snap } = start();
    expect(snap().can({ type: 'message.retry' })).toBe(false);
    actor.send({ type: 'message.status', status: 'seen' });
    expect(snap().value).toBe('sending');
    actor.send({ type: 'message.ack', seq: 1 });
    expect(snap().can({ type: 'message.retry' })).toBe(false);
    actor.send({ type: 'message.fail' });
    expect(snap().value).toBe('sent');
  });

  it('logs an unknown status through the injected log action and ignores it', () => {
    const { actor, log, snap } = start();
    actor.send({ type: 'message.status', status: 'delivered' });
    expect(snap().value).toBe('sending');
    actor.send({ type: 'message.ack', seq: 3 });
    actor.send({ type: 'message.status', status: 7 });
    expect(snap().value).toBe('sent');
    expect(log.mock.calls).toEqual([[{ message: 'Unknown message status', value: 'delivered' }], [{ message: 'Unknown message status', value: 7 }]]);
  });

  it('does not log a known status that arrives out of place', () => {
    const { actor, log } = start();
    actor.send({ type: 'message.status', status: 'seen' });
    expect(log).not.toHaveBeenCalled();
  });

  it('logs to the console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    createActor(messageStatusMachine, { input: { clientId: 'x' } })
      .start()
      .send({ type: 'message.status', status: 'odd' });
    expect(warn).toHaveBeenCalledWith('Unknown message status', 'odd');
    warn.mockRestore();
  });
});
