import { describe, expect, it } from 'vitest';
import { deliveries$, type DeliveryNews } from '../../../streams/deliveries';
import { events$, reconnected$ } from '../../../streams/events';
import { FakeTransport } from '../../../streams/fake-transport';
import type { Message } from '../../../contracts/message.schema';

const message = (interaction_id: number, seq: number, extra: Partial<Message> = {}): Message => ({
  id: seq,
  interaction_id,
  seq,
  client_id: null,
  author_type: 'contact',
  author_user_id: null,
  body: `m${seq}`,
  created_at: '2026-11-27T10:00:00.000Z',
  ...extra,
});

describe('events$', () => {
  it('passes only the asked types, typed', () => {
    const transport = new FakeTransport('connected');
    const seen: string[] = [];
    const sub = events$(transport, 'interaction.read', 'permissions.changed').subscribe((msg) => seen.push(msg.type));
    transport
      .receive({ type: 'permissions.changed' })
      .receive({ type: 'message.created', message: message(5, 1) })
      .receive({ type: 'interaction.read', interaction_id: 5, side: 'me', seq: 1 })
      .flush();
    sub.unsubscribe();
    expect(seen).toEqual(['permissions.changed', 'interaction.read']);
  });
});

describe('reconnected$', () => {
  it('emits each time the link comes back, not on the first connection nor while it stays up', () => {
    const transport = new FakeTransport();
    let count = 0;
    const sub = reconnected$(transport).subscribe(() => (count += 1));
    transport.setStatus('connecting').setStatus('connected').flush();
    expect(count).toBe(0);
    transport.setStatus('connected').flush();
    expect(count).toBe(0);
    transport.setStatus('connecting').setStatus('disconnected').setStatus('connecting').setStatus('connected').flush();
    expect(count).toBe(1);
    transport.setStatus({ refused: 'unauthenticated' }).setStatus('connected').flush();
    expect(count).toBe(2);
    sub.unsubscribe();
  });

  it('subscribed while up, counts the next return only', () => {
    const transport = new FakeTransport('connected');
    let count = 0;
    reconnected$(transport).subscribe(() => (count += 1));
    expect(count).toBe(0);
    transport.setStatus('connecting').setStatus('connected').flush();
    expect(count).toBe(1);
  });
});

describe('deliveries$', () => {
  it("tells one conversation's outbox what became of its messages", () => {
    const transport = new FakeTransport('connected');
    const news: DeliveryNews[] = [];
    deliveries$(transport, 5).subscribe((n) => news.push(n));
    transport
      .receive({ type: 'message.ack', interaction_id: 5, client_id: 'client-a1', seq: 3, id: 1 })
      .receive({ type: 'message.ack', interaction_id: 6, client_id: 'client-b1', seq: 3, id: 2 })
      .receive({ type: 'message.created', message: message(5, 4, { client_id: 'client-c1', author_type: 'user', author_user_id: 3 }) })
      .receive({ type: 'message.created', message: message(5, 5) })
      .receive({ type: 'interaction.read', interaction_id: 5, side: 'contact', seq: 4 })
      .receive({ type: 'interaction.read', interaction_id: 5, side: 'me', seq: 5 })
      .receive({ type: 'error', code: 'err_interaction_closed', client_id: 'client-d1', interaction_id: 5 })
      .receive({ type: 'error', code: 'err_server', client_id: 'client-e1' })
      .receive({ type: 'error', code: 'err_server', client_id: 'client-f1', interaction_id: 6 })
      .setStatus('connecting')
      .flush();
    expect(news).toEqual([
      { kind: 'link', connected: true },
      { kind: 'stored', clientId: 'client-a1', seq: 3 },
      { kind: 'stored', clientId: 'client-c1', seq: 4 },
      { kind: 'read', seq: 4 },
      { kind: 'refused', clientId: 'client-d1', code: 'err_interaction_closed' },
      { kind: 'refused', clientId: 'client-e1', code: 'err_server' },
      { kind: 'link', connected: false },
    ]);
  });
});
