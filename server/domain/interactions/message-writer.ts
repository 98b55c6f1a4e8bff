import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuthorType } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { preparedStatement } from '../../db/prepared';
import { groupCommit, type Pending as GroupPending } from '../../lib/group-commit';
import { appendMessage, type AppendResult, type NewMessage } from './append-message';
import { REFUSALS, type Refusal } from './statement-refusals';

export type { AppendResult };

export interface MessageWriter {
  /** Stores a message with the next sequence number of its interaction (as appendMessage does). */
  append(m: NewMessage): Promise<AppendResult>;
}

type Pending = GroupPending<NewMessage, AppendResult>;

/**
 * Group commit for live messages (server/lib/group-commit.ts). Messages that arrive while writes
 * are in flight are stored together by the next write, with the guarantees of appendMessage one by
 * one: a client id already stored answers the stored message, each new message gets the next
 * sequence number of its open interaction with no gap, in arrival order, and the first staff reply
 * sets the first response time. A batch is ONE statement whatever its size (append_messages,
 * migrations 0009–0012, whose plans the database keeps from call to call).
 *
 * Up to `inFlight` batches are out at once. Two batches out at once never hold the same
 * conversation (the conversation is the key), so sequence numbers follow arrival order even when
 * the statements run side by side (PostgreSQL).
 */
export function createMessageWriter(db: Db, opts: { maxBatch?: number; inFlight?: number } = {}): MessageWriter {
  const append = groupCommit<NewMessage, AppendResult>((batch) => writeBatch(db, batch), {
    maxBatch: opts.maxBatch ?? 500,
    inFlight: opts.inFlight ?? 2,
    keyOf: (m) => m.interactionId,
  });
  return { append };
}

async function writeBatch(db: Db, batch: Pending[]) {
  let outcomes: Outcome[];
  try {
    outcomes = await storeBatch(db, batch);
  } catch {
    // The whole statement failed (another process stored the same client id in between, a lost
    // connection): each message is stored on its own, so one cannot fail the others, one after
    // another in arrival order, before the batch lets go of its conversations.
    for (const p of batch) await appendMessage(db, p.item).then(p.resolve, p.reject);
    return;
  }
  batch.forEach((p, i) => {
    const o = outcomes[i];
    if ('code' in o) p.reject(new AppError(o.code));
    else p.resolve(o);
  });
}

type Outcome = AppendResult | { code: (typeof REFUSALS)[Refusal] };

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
 * append_messages, prepared: the database keeps the plan of the call itself too, so a batch only
 * binds and runs (the statements inside keep theirs anyway, migration 0014): a quarter less time
 * on the database thread at bench:chat's default load (bench/RESULTS.md).
 */
const appendMessages = preparedStatement((db) =>
  db
    .select({
      r_ord: sql<Row['r_ord']>`r_ord`,
      r_kind: sql<Row['r_kind']>`r_kind`,
      r_id: sql<Row['r_id']>`r_id`,
      r_seq: sql<Row['r_seq']>`r_seq`,
      r_client_id: sql<Row['r_client_id']>`r_client_id`,
      r_author_type: sql<Row['r_author_type']>`r_author_type`,
      r_author_user_id: sql<Row['r_author_user_id']>`r_author_user_id`,
      r_body: sql<Row['r_body']>`r_body`,
      r_created_at: sql<Row['r_created_at']>`r_created_at`,
      r_notify: sql<Row['r_notify']>`r_notify`,
    })
    .from(
      sql`append_messages(${sql.placeholder('interactions')}::int[], ${sql.placeholder('companies')}::int[], ${sql.placeholder('clientIds')}::text[], ${sql.placeholder('authorTypes')}::text[], ${sql.placeholder('authorUsers')}::int[], ${sql.placeholder('bodies')}::text[])`,
    )
    .prepare('append_messages'),
);

/**
 * One statement for the whole batch: append_messages (migrations 0009–0012) takes the messages as
 * arrays. A staff author is checked there (active, of the company, allowed interaction.start).
 * The messages go in the order of their conversations' ids (a stable sort: arrival order within a
 * conversation), so the statement locks conversations in id order, as the read marks' statement
 * does: on PostgreSQL the two can run side by side without a deadlock.
 */
async function storeBatch(db: Db, batch: Pending[]): Promise<Outcome[]> {
  const order = batch.map((_, i) => i).sort((a, b) => batch[a].item.interactionId - batch[b].item.interactionId);
  const column = <T>(pick: (m: NewMessage) => T) => order.map((i) => pick(batch[i].item));
  const rows = await appendMessages(db).execute({
    interactions: column((m) => m.interactionId),
    companies: column((m) => m.companyId),
    clientIds: column((m) => m.clientId),
    authorTypes: column((m) => m.authorType),
    authorUsers: column((m) => m.authorUserId),
    bodies: column((m) => m.body),
  });
  const outcomes: Outcome[] = [];
  for (const r of rows) {
    const ord = order[Number(r.r_ord)];
    if (r.r_kind !== 'new' && r.r_kind !== 'stored') {
      outcomes[ord] = { code: REFUSALS[r.r_kind] };
      continue;
    }
    outcomes[ord] = {
      duplicate: r.r_kind === 'stored',
      notify: (r.r_notify ?? []).map(Number),
      message: {
        id: Number(r.r_id),
        interaction_id: batch[ord].item.interactionId,
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
