import { describe, expect, it } from 'vitest';
import { nextDelivery, storedDelivery, type Delivery, type DeliveryEvent } from '../../../contracts/protocol-client/delivery';
import { allSending, applyDelivery, enqueue, loadOutbox, saveOutbox, withoutStored, type OutboxItem } from '../../../widget/src/logic/outbox';

describe('message status', () => {
  it.each<[Delivery, DeliveryEvent, Delivery]>([
    ['sending', 'ack', 'sent'],
    ['sending', 'fail', 'retry'],
    ['retry', 'retry', 'sending'],
    ['retry', 'ack', 'sent'],
    ['sent', 'read', 'seen'],
    ['sent', 'fail', 'sent'],
    ['seen', 'ack', 'seen'],
    ['sending', 'read', 'sending'],
    ['sent', 'retry', 'sent'],
  ])('%s + %s → %s', (from, event, to) => {
    expect(nextDelivery(from, event)).toBe(to);
  });

  it('shows a stored own message as Seen once staff read up to it', () => {
    const m = { seq: 4, client_id: 'abcdefgh', author: 'contact' as const, author_name: '', body: 'x', created_at: '' };
    expect(storedDelivery(m, 3)).toBe('sent');
    expect(storedDelivery(m, 4)).toBe('seen');
  });
});

describe('outbox', () => {
  const item = (id: string): OutboxItem => ({ client_id: id, body: `body ${id}`, created_at: '2026-01-01T00:00:00.000Z', status: 'sending' });

  it('moves items through Sending and Retry and drops acknowledged or stored ones', () => {
    let box = enqueue(enqueue([], item('aaaaaaaa')), item('bbbbbbbb'));
    box = applyDelivery(box, 'aaaaaaaa', 'fail');
    expect(box.map((i) => i.status)).toEqual(['retry', 'sending']);
    box = applyDelivery(box, 'aaaaaaaa', 'retry');
    expect(box[0].status).toBe('sending');
    box = applyDelivery(box, 'bbbbbbbb', 'fail');
    expect(allSending(box).map((i) => i.status)).toEqual(['sending', 'sending']);
    expect(applyDelivery(box, 'aaaaaaaa', 'ack').map((i) => i.client_id)).toEqual(['bbbbbbbb']);
    expect(withoutStored(box, [null, 'bbbbbbbb']).map((i) => i.client_id)).toEqual(['aaaaaaaa']);
  });

  it('survives a page load through storage and ignores what it cannot read', () => {
    const box = [{ ...item('aaaaaaaa'), status: 'retry' as const }];
    saveOutbox(localStorage, 'cc-outbox:k', box);
    expect(loadOutbox(localStorage, 'cc-outbox:k')).toEqual([{ ...box[0], status: 'sending' }]);
    saveOutbox(localStorage, 'cc-outbox:k', []);
    expect(localStorage.getItem('cc-outbox:k')).toBeNull();
    localStorage.setItem('cc-outbox:k', '{broken');
    expect(loadOutbox(localStorage, 'cc-outbox:k')).toEqual([]);
    localStorage.setItem('cc-outbox:k', JSON.stringify([{ client_id: 1 }, item('cccccccc')]));
    expect(loadOutbox(localStorage, 'cc-outbox:k').map((i) => i.client_id)).toEqual(['cccccccc']);
    expect(loadOutbox(null, 'cc-outbox:k')).toEqual([]);
  });
});
