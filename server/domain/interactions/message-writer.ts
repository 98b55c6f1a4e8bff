import { and, asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interactions, messages } from '../../db/schema';
import type { Message } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { appendMessage, type NewMessage } from './append-message';
import { toMessage } from './to-message';

export type AppendResult = { message: Message; duplicate: boolean };

interface Pending {
  m: NewMessage;
  resolve(r: AppendResult): void;
  reject(err: unknown): void;
}

export interface MessageWriter {
  /** Stores a message with the next sequence number of its interaction (as appendMessage does). */
  append(m: NewMessage): Promise<AppendResult>;
}

const pairKey = (interactionId: number, clientId: string) => `${interactionId}\u0000${clientId}`;

/**
 * Group commit for live messages. Messages that arrive while a write is in flight are stored
 * together in the next transaction, with the same guarantees as appendMessage one by one: the
 * interaction rows are locked (in id order, so two processes never deadlock), a client id already
 * stored answers the stored message, each message gets the next sequence number of its
 * interaction with no gap, and the first staff reply sets the first response time. A batch costs
 * six statements whatever its size; at low load a batch is one message and nothing waits.
 */
export function createMessageWriter(db: Db, maxBatch = 500): MessageWriter {
  let queue: Pending[] = [];
  let flushing = false;

  async function flush() {
    flushing = true;
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, maxBatch);
        queue = queue.slice(batch.length);
        await writeBatch(db, batch);
      }
    } finally {
      flushing = false;
    }
  }

  return {
    append(m) {
      return new Promise<AppendResult>((resolve, reject) => {
        queue.push({ m, resolve, reject });
        if (!flushing) void flush();
      });
    },
  };
}

async function writeBatch(db: Db, batch: Pending[]) {
  let settle: () => void;
  try {
    settle = await db.transaction(async (txRaw) => storeBatch(txRaw as unknown as Db, batch));
  } catch (err) {
    // An unexpected failure of the whole batch (a race with another process on a client id, a
    // lost connection): store each message on its own, so one cannot fail the others.
    for (const p of batch) appendMessage(db, p.m).then(p.resolve, p.reject);
    void err;
    return;
  }
  settle();
}

/** Runs inside the transaction; returns what to resolve once it has committed. */
async function storeBatch(tx: Db, batch: Pending[]): Promise<() => void> {
  const ids = [...new Set(batch.map((p) => p.m.interactionId))].sort((a, b) => a - b);
  const rows = await tx
    .select({ id: interactions.id, companyId: interactions.companyId, status: interactions.status })
    .from(interactions)
    .where(inArray(interactions.id, ids))
    .orderBy(asc(interactions.id))
    .for('update');
  const rowOf = new Map(rows.map((r) => [r.id, r]));

  const clientIds = [...new Set(batch.flatMap((p) => (p.m.clientId ? [p.m.clientId] : [])))];
  const stored = new Map<string, Message>();
  if (clientIds.length > 0) {
    const found = await tx.select().from(messages).where(and(inArray(messages.interactionId, ids), inArray(messages.clientId, clientIds)));
    for (const f of found) stored.set(pairKey(f.interactionId, f.clientId!), toMessage(f));
  }

  type Outcome = { kind: 'dup'; message: Message } | { kind: 'same'; of: number } | { kind: 'new'; seq?: number; row?: Message } | { kind: 'err'; code: 'err_interaction_not_found' | 'err_interaction_closed' };
  const outcomes: Outcome[] = [];
  const firstInBatch = new Map<string, number>();
  const fresh = new Map<number, { n: number; staff: boolean }>();
  batch.forEach(({ m }, i) => {
    const row = rowOf.get(m.interactionId);
    if (!row || row.companyId !== m.companyId) return void outcomes.push({ kind: 'err', code: 'err_interaction_not_found' });
    if (m.clientId) {
      const key = pairKey(m.interactionId, m.clientId);
      const dup = stored.get(key);
      if (dup) return void outcomes.push({ kind: 'dup', message: dup });
      const earlier = firstInBatch.get(key);
      if (earlier !== undefined) return void outcomes.push({ kind: 'same', of: earlier });
    }
    if (row.status !== 'open') return void outcomes.push({ kind: 'err', code: 'err_interaction_closed' });
    if (m.clientId) firstInBatch.set(pairKey(m.interactionId, m.clientId), i);
    const f = fresh.get(m.interactionId) ?? { n: 0, staff: false };
    f.n++;
    f.staff ||= m.authorType === 'user';
    fresh.set(m.interactionId, f);
    outcomes.push({ kind: 'new' });
  });

  if (fresh.size > 0) {
    // One statement moves every counter; now() is the transaction's time, as in appendMessage.
    const values = sql.join(
      [...fresh].map(([id, f]) => sql`(${id}::int, ${f.n}::int, ${f.staff}::boolean)`),
      sql`, `,
    );
    const result = (await tx.execute(sql`
      update ${interactions} as i
      set last_seq = i.last_seq + v.n,
          first_response_at = case when v.staff then coalesce(i.first_response_at, now()) else i.first_response_at end
      from (values ${values}) as v(id, n, staff)
      where i.id = v.id
      returning i.id, i.last_seq`)) as unknown as { rows: { id: number; last_seq: number }[] };
    const next = new Map<number, number>();
    // Both drivers (node-postgres and PGlite) answer raw statements with `rows`.
    for (const c of result.rows) next.set(Number(c.id), Number(c.last_seq) - fresh.get(Number(c.id))!.n + 1);
    const inserts = batch.flatMap(({ m }, i) => {
      const o = outcomes[i];
      if (o.kind !== 'new') return [];
      const seq = next.get(m.interactionId)!;
      next.set(m.interactionId, seq + 1);
      o.seq = seq;
      return [{ interactionId: m.interactionId, companyId: m.companyId, seq, clientId: m.clientId, authorType: m.authorType, authorUserId: m.authorUserId, body: m.body }];
    });
    const inserted = await tx.insert(messages).values(inserts).returning();
    const bySeq = new Map(inserted.map((r) => [`${r.interactionId}:${r.seq}`, toMessage(r)]));
    batch.forEach(({ m }, i) => {
      const o = outcomes[i];
      if (o.kind === 'new') o.row = bySeq.get(`${m.interactionId}:${o.seq}`);
    });
  }

  return () =>
    batch.forEach((p, i) => {
      const o = outcomes[i];
      if (o.kind === 'err') p.reject(new AppError(o.code));
      else if (o.kind === 'dup') p.resolve({ message: o.message, duplicate: true });
      else if (o.kind === 'same') {
        const first = outcomes[o.of] as Extract<Outcome, { kind: 'new' }>;
        p.resolve({ message: first.row!, duplicate: true });
      } else p.resolve({ message: o.row!, duplicate: false });
    });
}
