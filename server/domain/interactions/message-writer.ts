import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuthorType } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { appendMessage, type AppendResult, type NewMessage } from './append-message';

export type { AppendResult };

interface Pending {
  m: NewMessage;
  resolve(r: AppendResult): void;
  reject(err: unknown): void;
}

export interface MessageWriter {
  /** Stores a message with the next sequence number of its interaction (as appendMessage does). */
  append(m: NewMessage): Promise<AppendResult>;
}

/**
 * Group commit for live messages. Messages that arrive while writes are in flight are stored
 * together by the next write, with the guarantees of appendMessage one by one: a client id already
 * stored answers the stored message, each new message gets the next sequence number of its open
 * interaction with no gap, in arrival order, and the first staff reply sets the first response
 * time. A batch is ONE statement whatever its size (append_messages, migrations 0009–0012,
 * whose plans the database keeps from call to call); at low load a batch is one message.
 *
 * Up to `inFlight` batches are out at once, so the database always has the next one waiting
 * while the event loop reads the last one's answer. Two batches out at once never hold the same
 * conversation: a message whose conversation is in flight waits for that batch, so sequence
 * numbers follow arrival order even when the statements run side by side (PostgreSQL).
 */
export function createMessageWriter(db: Db, opts: { maxBatch?: number; inFlight?: number } = {}): MessageWriter {
  const maxBatch = opts.maxBatch ?? 500;
  const maxInFlight = opts.inFlight ?? 2;
  let queue: Pending[] = [];
  /** The conversations of the batches in flight. */
  const holding = new Set<number>();
  let inFlight = 0;
  let scheduled = false;

  function schedule() {
    if (scheduled || inFlight >= maxInFlight || queue.length === 0) return;
    scheduled = true;
    // A turn of the event loop first, so messages already read from the sockets join this batch.
    setImmediate(startBatch);
  }

  function startBatch() {
    scheduled = false;
    const batch: Pending[] = [];
    const waiting: Pending[] = [];
    for (const p of queue) (batch.length < maxBatch && !holding.has(p.m.interactionId) ? batch : waiting).push(p);
    if (batch.length === 0) return;
    queue = waiting;
    for (const p of batch) holding.add(p.m.interactionId);
    inFlight++;
    void writeBatch(db, batch)
      .catch((err) => batch.forEach((p) => p.reject(err)))
      .finally(() => {
        for (const p of batch) holding.delete(p.m.interactionId);
        inFlight--;
        schedule();
      });
    schedule();
  }

  return {
    append(m) {
      return new Promise<AppendResult>((resolve, reject) => {
        queue.push({ m, resolve, reject });
        schedule();
      });
    },
  };
}

async function writeBatch(db: Db, batch: Pending[]) {
  let outcomes: Outcome[];
  try {
    outcomes = await storeBatch(db, batch);
  } catch {
    // The whole statement failed (another process stored the same client id in between, a lost
    // connection): each message is stored on its own, so one cannot fail the others, one after
    // another in arrival order, before the batch lets go of its conversations.
    for (const p of batch) await appendMessage(db, p.m).then(p.resolve, p.reject);
    return;
  }
  batch.forEach((p, i) => {
    const o = outcomes[i];
    if ('code' in o) p.reject(new AppError(o.code));
    else p.resolve(o);
  });
}

type Refusal = 'closed' | 'not_found' | 'auth_failed' | 'no_permission';
const REFUSED: Record<Refusal, 'err_interaction_closed' | 'err_interaction_not_found' | 'err_auth_failed' | 'err_no_permission'> = {
  closed: 'err_interaction_closed',
  not_found: 'err_interaction_not_found',
  auth_failed: 'err_auth_failed',
  no_permission: 'err_no_permission',
};
type Outcome = AppendResult | { code: (typeof REFUSED)[Refusal] };

interface Row {
  r_ord: number;
  r_kind: 'new' | 'stored' | Refusal;
  r_id: number | string | null;
  r_seq: number | null;
  r_client_id: string | null;
  r_author_type: string | null;
  r_author_user_id: number | null;
  r_body: string | null;
  r_created_at: string | null;
  r_notify: number[] | null;
}

/**
 * One statement for the whole batch: append_messages (migrations 0009–0012) takes the messages as
 * arrays. A staff author is checked there (active, of the company, allowed interaction.start).
 */
async function storeBatch(db: Db, batch: Pending[]): Promise<Outcome[]> {
  const column = <T>(pick: (m: NewMessage) => T) => sql.param(batch.map(({ m }) => pick(m)));
  const result = (await db.execute(sql`
    select * from append_messages(
      ${column((m) => m.interactionId)}::int[], ${column((m) => m.companyId)}::int[], ${column((m) => m.clientId)}::text[],
      ${column((m) => m.authorType)}::text[], ${column((m) => m.authorUserId)}::int[], ${column((m) => m.body)}::text[])
  `)) as unknown as { rows: Row[] };
  const outcomes: Outcome[] = [];
  for (const r of result.rows) {
    const ord = Number(r.r_ord);
    if (r.r_kind !== 'new' && r.r_kind !== 'stored') {
      outcomes[ord] = { code: REFUSED[r.r_kind] };
      continue;
    }
    outcomes[ord] = {
      duplicate: r.r_kind === 'stored',
      notify: (r.r_notify ?? []).map(Number),
      message: {
        id: Number(r.r_id),
        interaction_id: batch[ord].m.interactionId,
        seq: Number(r.r_seq),
        client_id: r.r_client_id,
        author_type: r.r_author_type as AuthorType,
        author_user_id: r.r_author_user_id === null ? null : Number(r.r_author_user_id),
        body: r.r_body!,
        created_at: r.r_created_at!,
      },
    };
  }
  if (outcomes.length !== batch.length || outcomes.includes(undefined as never)) throw new Error('append_messages answered a different batch');
  return outcomes;
}
