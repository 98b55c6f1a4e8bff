// Why: pins the delivery guarantee: resubscribe after the last contiguous seq, merge resync and live, no duplicate.
import { describe, expect, it } from 'vitest';
import type { Message } from '../../../contracts/message.schema';
import { conversation$, type ConversationView } from '../../../streams/conversation';
import { FakeTransport } from '../../../streams/fake-transport';

const msg = (seq: number, interaction_id = 7): Message => ({
  id: seq * 10,
  interaction_id,
  seq,
  client_id: null,
  author_type: 'contact',
  author_user_id: null,
  body: `m${seq}`,
  created_at: new Date(Date.UTC(2026, 10, 25, 10, 0, seq)).toISOString(),
});

function watch(t: FakeTransport, initial: Message[] = []) {
  const views: ConversationView[] = [];
  const sub = conversation$(t, 7, initial).subscribe((v) => views.push(v));
  return { views, last: () => views[views.length - 1], seqs: () => views[views.length - 1].messages.map((m) => m.seq), sub };
}

describe('conversation$', () => {
  it('subscribes from the start when connected, and shows the resync in order', () => {
    const t = new FakeTransport();
    const w = watch(t);
    t.setStatus('connected')
      .receive({ type: 'messages.resync', interaction_id: 7, items: [msg(1), msg(2)], last_seq: 2 })
      .flush();
    expect(t.sent).toEqual([{ type: 'interaction.subscribe', interaction_id: 7, after_seq: 0 }]);
    expect(w.seqs()).toEqual([1, 2]);
    expect(w.last()).toMatchObject({ contiguousSeq: 2, hasGap: false });
  });

  it('after a reconnect asks only for what it misses and shows no duplicate', () => {
    const t = new FakeTransport();
    const w = watch(t);
    t.setStatus('connected')
      .receive({ type: 'messages.resync', interaction_id: 7, items: [msg(1), msg(2)], last_seq: 2 })
      .flush();
    t.setStatus('connecting').flush();
    // A live message of seq 4 arrives out of order before the resync fills 3.
    t.setStatus('connected')
      .receive({ type: 'message.created', message: msg(4) })
      .flush();
    expect(t.sent[1]).toEqual({ type: 'interaction.subscribe', interaction_id: 7, after_seq: 2 });
    expect(w.last()).toMatchObject({ contiguousSeq: 2, hasGap: true });
    t.receive({ type: 'messages.resync', interaction_id: 7, items: [msg(3), msg(4)], last_seq: 4 })
      .receive({ type: 'message.created', message: msg(4) })
      .flush();
    expect(w.seqs()).toEqual([1, 2, 3, 4]);
    expect(w.last()).toMatchObject({ contiguousSeq: 4, hasGap: false });
  });

  it('asks again from the last contiguous seq when a live message shows a hole, once until the resync is whole', () => {
    const t = new FakeTransport();
    const w = watch(t);
    t.setStatus('connected')
      .receive({ type: 'messages.resync', interaction_id: 7, items: [msg(1), msg(2)], last_seq: 2 })
      .flush();
    // Seq 3 was lost on the way (another server process's broadcast, say); 4 and 5 arrive live.
    t.receive({ type: 'message.created', message: msg(4) })
      .receive({ type: 'message.created', message: msg(5) })
      .flush();
    expect(t.sent.slice(1)).toEqual([{ type: 'interaction.subscribe', interaction_id: 7, after_seq: 2 }]);
    expect(w.last()).toMatchObject({ contiguousSeq: 2, hasGap: true });
    expect(w.seqs()).toEqual([1, 2, 4, 5]);
    t.receive({ type: 'messages.resync', interaction_id: 7, items: [msg(3), msg(4), msg(5)], last_seq: 5 }).flush();
    expect(w.seqs()).toEqual([1, 2, 3, 4, 5]);
    expect(w.last()).toMatchObject({ contiguousSeq: 5, hasGap: false });
    // A later hole asks again, from where the conversation is whole now.
    t.receive({ type: 'message.created', message: msg(7) }).flush();
    expect(t.sent.slice(2)).toEqual([{ type: 'interaction.subscribe', interaction_id: 7, after_seq: 5 }]);
  });

  it('waits for the resync page that reaches the last seq before asking again', () => {
    const t = new FakeTransport();
    watch(t);
    t.setStatus('connected')
      .receive({ type: 'messages.resync', interaction_id: 7, items: [msg(1)], last_seq: 3 })
      .receive({ type: 'message.created', message: msg(4) })
      .flush();
    expect(t.sent).toHaveLength(1);
    t.receive({ type: 'messages.resync', interaction_id: 7, items: [msg(2), msg(3)], last_seq: 3 })
      .receive({ type: 'message.created', message: msg(6) })
      .flush();
    expect(t.sent.slice(1)).toEqual([{ type: 'interaction.subscribe', interaction_id: 7, after_seq: 4 }]);
  });

  it('does not ask while the link is down; the reconnect asks instead', () => {
    const t = new FakeTransport();
    watch(t);
    t.setStatus('connected')
      .receive({ type: 'messages.resync', interaction_id: 7, items: [msg(1)], last_seq: 1 })
      .flush();
    t.setStatus('connecting')
      .receive({ type: 'message.created', message: msg(3) })
      .flush();
    expect(t.sent).toHaveLength(1);
    t.setStatus('connected').flush();
    expect(t.sent.slice(1)).toEqual([{ type: 'interaction.subscribe', interaction_id: 7, after_seq: 1 }]);
  });

  it("ignores other conversations' messages and emits nothing for a duplicate", () => {
    const t = new FakeTransport('connected');
    const w = watch(t, [msg(1)]);
    const before = w.views.length;
    t.receive({ type: 'message.created', message: msg(2, 8) })
      .receive({ type: 'messages.resync', interaction_id: 8, items: [msg(5, 8)], last_seq: 5 })
      .receive({ type: 'message.created', message: msg(1) })
      .flush();
    expect(w.views.length).toBe(before);
    expect(t.sent).toEqual([{ type: 'interaction.subscribe', interaction_id: 7, after_seq: 1 }]);
  });

  it('unsubscribes from the server when the view goes away while connected', () => {
    const t = new FakeTransport('connected');
    const w = watch(t);
    w.sub.unsubscribe();
    expect(t.sent.at(-1)).toEqual({ type: 'interaction.unsubscribe', interaction_id: 7 });
  });
});
