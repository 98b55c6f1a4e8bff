import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuthorType, Message } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { preparedStatement } from '../../db/prepared';
import { REFUSALS, type Refusal } from './statement-refusals';

/**
 * A stored message, whether it was `duplicate` (a resend answered with the stored message), and
 * `notify`: the staff whose lists a new message concerns (its conversation's owner and whoever has
 * a read mark; none for a duplicate, which is not published).
 */
export type AppendResult = { message: Message; duplicate: boolean; notify: number[] };

export interface NewMessage {
  companyId: number;
  interactionId: number;
  clientId: string | null;
  authorType: AuthorType;
  authorUserId: number | null;
  body: string;
}

/** A message's outcome: stored (or found stored), or the refusal's catalogue code. */
export type AppendOutcome = AppendResult | { code: (typeof REFUSALS)[Refusal] };

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
 * binds and runs (the statements inside keep theirs anyway, migration 0014). At bench:chat's
 * default load, with batches of about two messages, a statement took 0.77 ms on the database
 * thread unprepared and 0.58-0.64 ms prepared, while the typing look-up beside it took the same.
 */
const appendMessagesStatement = preparedStatement((db) =>
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
 * THE way a message is stored, whoever sends it (the live writer's batches, the REST route and
 * the seed through the writer): append_messages (migrations 0009–0012), one statement for any
 * number of messages, each answered as on its own. Each gets the next sequence number of its open
 * conversation with no gap, in the order given; a client id already stored answers the stored
 * message (`duplicate`), storing nothing; the first staff reply sets the first response time; a
 * staff author must work on conversations (working-staff.ts: active, of the company, with
 * interaction.start).
 * The messages go in the order of their conversations' ids (a stable sort: the given order within
 * a conversation), so the statement locks conversations in id order, as the read marks' statement
 * does: on PostgreSQL the two can run side by side without a deadlock.
 */
export async function appendMessages(db: Db, items: NewMessage[]): Promise<AppendOutcome[]> {
  const order = items.map((_, i) => i).sort((a, b) => items[a].interactionId - items[b].interactionId);
  const column = <T>(pick: (m: NewMessage) => T) => order.map((i) => pick(items[i]));
  const rows = await appendMessagesStatement(db).execute({
    interactions: column((m) => m.interactionId),
    companies: column((m) => m.companyId),
    clientIds: column((m) => m.clientId),
    authorTypes: column((m) => m.authorType),
    authorUsers: column((m) => m.authorUserId),
    bodies: column((m) => m.body),
  });
  const outcomes: AppendOutcome[] = [];
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
        interaction_id: items[ord].interactionId,
        seq: Number(r.r_seq),
        client_id: r.r_client_id,
        author_type: r.r_author_type as AuthorType,
        author_user_id: r.r_author_user_id === null ? null : Number(r.r_author_user_id),
        body: r.r_body!,
        created_at: r.r_created_at!,
      },
    };
  }
  if (outcomes.length !== items.length || outcomes.includes(undefined as never)) throw new Error('append_messages answered a different batch');
  return outcomes;
}

/** The statement failed because its client id was stored meanwhile by another statement. */
const clientIdTaken = (err: unknown) => {
  const pg = ((err as { cause?: unknown }).cause ?? err) as { code?: string; constraint?: string };
  return pg.code === '23505' && pg.constraint === 'messages_interaction_client';
};

/**
 * One message on its own (the writer's fallback when a whole batch failed; tests): the same
 * statement with one element, a refusal thrown as its AppError. Live senders use the message
 * writer (message-writer.ts), which batches what arrives together.
 *
 * append_messages looks a client id up before it locks the conversation, so two statements with the
 * same new client id at once (PostgreSQL: two processes, a resend racing its original) both miss
 * it, and the second fails on the unique index once the first commits. Run again, it answers the
 * stored message (`duplicate`), as a resend should.
 */
export async function appendMessage(db: Db, m: NewMessage): Promise<AppendResult> {
  const [outcome] = await appendMessages(db, [m]).catch((err) => (m.clientId && clientIdTaken(err) ? appendMessages(db, [m]) : Promise.reject(err)));
  if ('code' in outcome) throw new AppError(outcome.code);
  return outcome;
}
