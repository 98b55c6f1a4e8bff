import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interactions } from '../../db/schema';
import type { AuthorType, Message } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { appendMessage, type NewMessage } from './append-message';

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

/**
 * Group commit for live messages. Messages that arrive while a write is in flight are stored
 * together by the next write, with the guarantees of appendMessage one by one: a client id already
 * stored answers the stored message, each new message gets the next sequence number of its open
 * interaction with no gap, in arrival order, and the first staff reply sets the first response
 * time. A batch is ONE statement whatever its size (the embedded database runs on the server's own
 * thread, so statements, not rows, are what cost); at low load a batch is one message.
 */
export function createMessageWriter(db: Db, maxBatch = 500): MessageWriter {
  let queue: Pending[] = [];
  let flushing = false;

  async function flush() {
    flushing = true;
    try {
      while (queue.length > 0) {
        // The embedded database answers in microtasks: without giving the event loop a turn, a busy
        // writer would starve socket I/O. The turn also lets messages already read join this batch.
        await new Promise<void>((resolve) => setImmediate(resolve));
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
  let outcomes: Outcome[];
  try {
    outcomes = await storeBatch(db, batch);
  } catch {
    // The whole statement failed (another process stored the same client id in between, a lost
    // connection): each message is stored on its own, so one cannot fail the others.
    for (const p of batch) appendMessage(db, p.m).then(p.resolve, p.reject);
    return;
  }
  batch.forEach((p, i) => {
    const o = outcomes[i];
    if ('code' in o) p.reject(new AppError(o.code));
    else p.resolve(o);
  });
}

type Outcome = AppendResult | { code: 'err_interaction_not_found' | 'err_interaction_closed' };

interface Row {
  kind: 'new' | 'stored';
  ord: number;
  id: number | string;
  seq: number;
  client_id: string | null;
  author_type: string;
  author_user_id: number | null;
  body: string;
  created_at: string;
}

/** A timestamp as the ISO text toISOString() gives, made by the database (drivers differ on dates). */
const isoOf = (column: ReturnType<typeof sql>) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

async function storeBatch(db: Db, batch: Pending[]): Promise<Outcome[]> {
  const input = sql.join(
    batch.map(
      ({ m }, ord) =>
        sql`(${ord}::int, ${m.interactionId}::int, ${m.companyId}::int, ${m.clientId}::text, ${m.authorType}::text, ${m.authorUserId}::int, ${m.body}::text)`,
    ),
    sql`, `,
  );
  // stored: client ids already in the table (a resend); firsts: one per client id within the batch;
  // upd locks and moves each open interaction's counter once; numbered gives seqs in arrival order.
  const result = (await db.execute(sql`
    with input(ord, iid, cid, client_id, author_type, author_user_id, body) as (values ${input}),
    stored as (
      select i.ord, m.id, m.seq, m.client_id, m.author_type, m.author_user_id, m.body, m.created_at
      from input i join messages m on m.interaction_id = i.iid and m.client_id = i.client_id and m.company_id = i.cid
    ),
    firsts as (
      select min(ord) as ord from input where client_id is not null group by iid, client_id
      union all select ord from input where client_id is null
    ),
    fresh as (
      select i.* from input i
      where i.ord in (select ord from firsts) and not exists (select 1 from stored s where s.ord = i.ord)
        -- Only into a conversation of the sender's own company (a forged id in the batch counts for nothing).
        and exists (select 1 from interactions t where t.id = i.iid and t.company_id = i.cid)
    ),
    counts as (
      select iid, count(*)::int as n, bool_or(author_type = 'user') as staff from fresh group by iid
    ),
    upd as (
      update interactions t
      set last_seq = t.last_seq + c.n,
          first_response_at = case when c.staff then coalesce(t.first_response_at, now()) else t.first_response_at end
      from counts c
      where t.id = c.iid and t.status = 'open'
      returning t.id, t.last_seq, c.n
    ),
    numbered as (
      select f.*, (u.last_seq - u.n + row_number() over (partition by f.iid order by f.ord))::int as seq
      from fresh f join upd u on u.id = f.iid
    ),
    ins as (
      insert into messages (interaction_id, company_id, seq, client_id, author_type, author_user_id, body)
      select iid, cid, seq, client_id, author_type, author_user_id, body from numbered
      returning id, interaction_id, seq, created_at
    )
    select 'new' as kind, n.ord, x.id, x.seq, n.client_id, n.author_type, n.author_user_id, n.body, ${isoOf(sql`x.created_at`)} as created_at
    from numbered n join ins x on x.interaction_id = n.iid and x.seq = n.seq
    union all
    select 'stored' as kind, s.ord, s.id, s.seq, s.client_id, s.author_type, s.author_user_id, s.body, ${isoOf(sql`s.created_at`)} as created_at from stored s
  `)) as unknown as { rows: Row[] };

  const byOrd = new Map<number, AppendResult>();
  for (const r of result.rows) {
    const m = batch[Number(r.ord)].m;
    byOrd.set(Number(r.ord), {
      duplicate: r.kind === 'stored',
      message: {
        id: Number(r.id),
        interaction_id: m.interactionId,
        seq: Number(r.seq),
        client_id: r.client_id,
        author_type: r.author_type as AuthorType,
        author_user_id: r.author_user_id === null ? null : Number(r.author_user_id),
        body: r.body,
        created_at: r.created_at,
      },
    });
  }

  // A later copy of a client id in the same batch answers what its first copy got.
  const firstOrd = new Map<string, number>();
  batch.forEach(({ m }, ord) => {
    if (m.clientId && !firstOrd.has(`${m.interactionId}\u0000${m.clientId}`)) firstOrd.set(`${m.interactionId}\u0000${m.clientId}`, ord);
  });
  const answer = (ord: number): AppendResult | undefined => {
    const own = byOrd.get(ord);
    if (own) return own;
    const { m } = batch[ord];
    const first = m.clientId ? firstOrd.get(`${m.interactionId}\u0000${m.clientId}`) : undefined;
    const theirs = first !== undefined && first !== ord ? byOrd.get(first) : undefined;
    return theirs ? { message: theirs.message, duplicate: true } : undefined;
  };

  // Whatever got nothing was refused: its interaction is closed, or not this company's (rare: read then).
  const missing = batch.map((_, ord) => ord).filter((ord) => !answer(ord));
  const state = new Map<number, { companyId: number; status: string }>();
  if (missing.length) {
    const ids = [...new Set(missing.map((ord) => batch[ord].m.interactionId))];
    for (const r of await db.select({ id: interactions.id, companyId: interactions.companyId, status: interactions.status }).from(interactions).where(inArray(interactions.id, ids))) state.set(r.id, r);
  }
  return batch.map(({ m }, ord) => {
    const a = answer(ord);
    if (a) return a;
    const s = state.get(m.interactionId);
    return { code: s && s.companyId === m.companyId ? 'err_interaction_closed' : 'err_interaction_not_found' };
  });
}
