// Why: other tests lean on the fake's flush semantics; these pin them down.
import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../../contracts/socket/protocol';
import { FakeTransport } from '../../../streams/fake-transport';
import type { TransportStatus } from '../../../streams/transport';

const hello: ServerMessage = { type: 'hello', v: 1, user_id: 5, company_id: 2 };
const perms: ServerMessage = { type: 'permissions.changed' };

function record(transport: FakeTransport) {
  const log: Array<ServerMessage | TransportStatus> = [];
  transport.status$.subscribe((s) => log.push(s));
  transport.messages$.subscribe((m) => log.push(m));
  return log;
}

describe('FakeTransport', () => {
  it('delivers nothing until flush(), then everything queued, in order', () => {
    const transport = new FakeTransport();
    const log = record(transport);
    expect(log).toEqual(['disconnected']); // current status on subscribe

    transport.setStatus('connecting').setStatus('connected').receive(hello).receive(perms).setStatus('disconnected');
    expect(log).toEqual(['disconnected']);
    expect(transport.pending).toBe(5);

    expect(transport.flush()).toBe(5);
    expect(log).toEqual(['disconnected', 'connecting', 'connected', hello, perms, 'disconnected']);
    expect(transport.pending).toBe(0);
    expect(transport.flush()).toBe(0); // nothing is delivered twice
  });

  it('replays the last delivered status, not the last queued one, to a late subscriber', () => {
    const transport = new FakeTransport('connecting');
    transport.setStatus('connected').flush();
    transport.setStatus({ refused: 'version_mismatch' });

    const late: TransportStatus[] = [];
    transport.status$.subscribe((s) => late.push(s));
    expect(late).toEqual(['connected']);
    expect(transport.currentStatus).toBe('connected');

    transport.flush();
    expect(late).toEqual(['connected', { refused: 'version_mismatch' }]);
  });

  it('does not replay messages to late subscribers', () => {
    const transport = new FakeTransport('connected');
    transport.receive(hello).flush();
    const late: ServerMessage[] = [];
    transport.messages$.subscribe((m) => late.push(m));
    transport.receive(perms).flush();
    expect(late).toEqual([perms]);
  });

  it('delivers within the same flush what a subscriber queues while it runs', () => {
    const transport = new FakeTransport('connected');
    const seen: string[] = [];
    transport.messages$.subscribe((m) => {
      seen.push(m.type);
      if (m.type === 'hello') transport.receive(perms); // a reply triggered by a message
    });
    transport.receive(hello);
    expect(transport.flush()).toBe(2);
    expect(seen).toEqual(['hello', 'permissions.changed']);
  });

  it('records what the client sends and how often it connected', () => {
    const transport = new FakeTransport();
    transport.connect();
    transport.send({ type: 'presence.set', presence: 'away' });
    transport.disconnect();
    transport.connect();
    expect(transport.sent).toEqual([{ type: 'presence.set', presence: 'away' }]);
    expect(transport.connectCalls).toBe(2);
    expect(transport.disconnectCalls).toBe(1);
  });

  it('refuses messages outside the protocol in either direction', () => {
    const transport = new FakeTransport();
    expect(() => transport.receive({ type: 'presence.changed', user_id: 1, presence: 'busy' } as never)).toThrow();
    expect(() => transport.send({ type: 'presence.set', presence: 'offline' } as never)).toThrow();
    expect(transport.pending).toBe(0);
    expect(transport.sent).toEqual([]);
  });
});
