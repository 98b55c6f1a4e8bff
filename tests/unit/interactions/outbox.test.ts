// Why: the delivery guarantees of the agent's outgoing messages, without React: timeout → Retry,
// resend with the same client id, reload survival, and no Seen before the customer reads.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientIdSchema } from '../../../contracts/message.schema';
import type { ClientMessage } from '../../../contracts/socket/protocol';
import { Outbox } from '../../../src/lib/conversations/outbox';
import { FakeTransport } from '../../../streams/fake-transport';

const sends = (t: FakeTransport) => t.sent.filter((m): m is Extract<ClientMessage, { type: 'message.send' }> => m.type === 'message.send');
const statuses = (o: Outbox) => o.getSnapshot().map((m) => m.status);

function connected() {
  const transport = new FakeTransport();
  transport.setStatus('connected').flush();
  return transport;
}

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('Outbox', () => {
  it('uses a client id the protocol accepts, a new one per message', () => {
    const outbox = new Outbox(connected(), 5);
    const a = outbox.send('нэг');
    const b = outbox.send('хоёр');
    expect(ClientIdSchema.safeParse(a).success).toBe(true);
    expect(a).not.toBe(b);
  });

  it('offers Retry after the send timeout, and a retry resends with the same client id', () => {
    const transport = connected();
    const outbox = new Outbox(transport, 5, { timeoutMs: 1000 });
    const id = outbox.send('сайн уу');
    vi.advanceTimersByTime(999);
    expect(statuses(outbox)).toEqual(['sending']);
    vi.advanceTimersByTime(1);
    expect(statuses(outbox)).toEqual(['retry']);

    outbox.retry(id);
    expect(statuses(outbox)).toEqual(['sending']);
    expect(sends(transport).map((m) => m.client_id)).toEqual([id, id]);
    // A late ack of either attempt settles it.
    transport.receive({ type: 'message.ack', interaction_id: 5, client_id: id, seq: 8, id: 1 }).flush();
    expect(outbox.getSnapshot()).toMatchObject([{ status: 'sent', seq: 8 }]);
  });

  it('turns Sent into Seen only when the customer has read up to its seq', () => {
    const transport = connected();
    const outbox = new Outbox(transport, 5);
    const a = outbox.send('a');
    const b = outbox.send('b');
    transport
      .receive({ type: 'message.ack', interaction_id: 5, client_id: a, seq: 3, id: 1 })
      .receive({ type: 'message.ack', interaction_id: 5, client_id: b, seq: 4, id: 2 })
      .receive({ type: 'interaction.read', interaction_id: 5, side: 'contact', seq: 3 })
      .receive({ type: 'interaction.read', interaction_id: 6, side: 'contact', seq: 9 })
      .flush();
    expect(statuses(outbox)).toEqual(['seen', 'sent']);
  });

  it('keeps unsent messages in sessionStorage and sends them once the next page connects', () => {
    const offline = new FakeTransport();
    const first = new Outbox(offline, 5);
    const id = first.send('офлайн');
    expect(sends(offline)).toEqual([]);
    first.dispose();

    const transport = new FakeTransport();
    const reloaded = new Outbox(transport, 5);
    expect(reloaded.getSnapshot()).toMatchObject([{ clientId: id, body: 'офлайн', status: 'sending' }]);
    transport.setStatus('connected').flush();
    expect(sends(transport)).toEqual([{ type: 'message.send', interaction_id: 5, client_id: id, body: 'офлайн' }]);
    transport.receive({ type: 'message.ack', interaction_id: 5, client_id: id, seq: 1, id: 1 }).flush();
    expect(sessionStorage.getItem('cc-outbox:5')).toBeNull();
  });

  it('a refusal naming the client id shows Retry at once', () => {
    const transport = connected();
    const outbox = new Outbox(transport, 5);
    const id = outbox.send('x');
    transport.receive({ type: 'error', code: 'err_interaction_closed', client_id: id, interaction_id: 5 }).flush();
    expect(statuses(outbox)).toEqual(['retry']);
  });
});
