import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { preparedStatement } from '../../db/prepared';
import { REFUSALS, type Refusal } from './statement-refusals';

/** A staff member's mark on a conversation, or a customer's on their current conversation. */
export type Mark = { kind: 'staff'; companyId: number; interactionId: number; userId: number; seq: number } | { kind: 'visitor'; visitorId: number; seq: number };

/** A staff member's own mark, the conversation's staff mark, whether that rose, and the conversation's visitor. */
export interface StaffMark {
  mySeq: number;
  staffSeq: number;
  staffMoved: boolean;
  visitorId: number | null;
}

/** The customer's conversation and new mark when the mark rose, else null. */
export type VisitorMark = { interactionId: number; seq: number } | null;

interface Row {
  r_ord: number;
  r_kind: 'staff' | 'visitor' | 'none' | Exclude<Refusal, 'closed'>;
  r_interaction: number | null;
  r_visitor_id: number | null;
  r_seq: number | null;
  r_staff_seq: number | null;
  r_moved: boolean;
}

/** mark_reads, prepared (as append_messages is in message-writer.ts): a call only binds and runs. */
const markReadsStatement = preparedStatement((db) =>
  db
    .select({
      r_ord: sql<Row['r_ord']>`r_ord`,
      r_kind: sql<Row['r_kind']>`r_kind`,
      r_interaction: sql<Row['r_interaction']>`r_interaction`,
      r_visitor_id: sql<Row['r_visitor_id']>`r_visitor_id`,
      r_seq: sql<Row['r_seq']>`r_seq`,
      r_staff_seq: sql<Row['r_staff_seq']>`r_staff_seq`,
      r_moved: sql<Row['r_moved']>`r_moved`,
    })
    .from(
      sql`mark_reads(${sql.placeholder('companies')}::int[], ${sql.placeholder('interactions')}::int[], ${sql.placeholder('users')}::int[], ${sql.placeholder('visitors')}::int[], ${sql.placeholder('seqs')}::int[])`,
    )
    .prepare('mark_reads'),
);

/**
 * Read marks in ONE statement (mark_reads, migration 0013), each answered as on its own (a refusal
 * as an AppError in its place). Marks are clamped to the conversation's last message and only
 * ever rise.
 * - A staff member's: they must work on conversations (working-staff.ts), as for a message; answers their own mark, the conversation's staff mark, and whether that rose (the
 *   widget's Seen changes only then).
 * - A customer's: on their current conversation, picked as currentConversation picks it (the open
 *   one, else the last closed one while its rating is asked for); answers the conversation and the
 *   new mark when it rose (only then do the agents' Seen change), else null.
 */
export async function markReads(db: Db, marks: Mark[]): Promise<(StaffMark | VisitorMark | AppError)[]> {
  const column = (pick: (m: Mark) => number | null) => marks.map(pick);
  const staff = (pick: (m: Extract<Mark, { kind: 'staff' }>) => number) => column((m) => (m.kind === 'staff' ? pick(m) : null));
  const rows = await markReadsStatement(db).execute({
    companies: staff((m) => m.companyId),
    interactions: staff((m) => m.interactionId),
    users: staff((m) => m.userId),
    visitors: column((m) => (m.kind === 'visitor' ? m.visitorId : null)),
    seqs: column((m) => m.seq),
  });
  const answers: (StaffMark | VisitorMark | AppError)[] = [];
  for (const r of rows) {
    const ord = Number(r.r_ord);
    if (r.r_kind === 'staff') answers[ord] = { mySeq: Number(r.r_seq), staffSeq: Number(r.r_staff_seq), staffMoved: r.r_moved, visitorId: r.r_visitor_id };
    else if (r.r_kind === 'visitor') answers[ord] = { interactionId: Number(r.r_interaction), seq: Number(r.r_seq) };
    else if (r.r_kind === 'none') answers[ord] = null;
    else answers[ord] = new AppError(REFUSALS[r.r_kind]);
  }
  if (answers.length !== marks.length || answers.includes(undefined as never)) throw new Error('mark_reads answered a different batch');
  return answers;
}
