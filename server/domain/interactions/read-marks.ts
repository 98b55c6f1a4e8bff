import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { REFUSALS, type Refusal } from './statement-refusals';

/** A staff member's mark on a conversation, or a customer's on their current conversation. */
export type Mark =
  | { kind: 'staff'; companyId: number; interactionId: number; userId: number; seq: number }
  | { kind: 'visitor'; visitorId: number; seq: number };

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

/**
 * Read marks in ONE statement (mark_reads, migration 0013), each answered as on its own (a refusal
 * as an AppError in its place). Marks are clamped to the conversation's last message and only
 * ever rise.
 * - A staff member's: they must be active in the company and allowed interaction.start, as for a
 *   message; answers their own mark, the conversation's staff mark, and whether that rose (the
 *   widget's Seen changes only then).
 * - A customer's: on their current conversation, picked as currentConversation picks it (the open
 *   one, else the last closed one while its rating is asked for); answers the conversation and the
 *   new mark when it rose (only then do the agents' Seen change), else null.
 */
export async function markReads(db: Db, marks: Mark[]): Promise<(StaffMark | VisitorMark | AppError)[]> {
  const column = (pick: (m: Mark) => number | null) => sql.param(marks.map(pick));
  const staff = (pick: (m: Extract<Mark, { kind: 'staff' }>) => number) => column((m) => (m.kind === 'staff' ? pick(m) : null));
  const result = (await db.execute(sql`
    select * from mark_reads(
      ${staff((m) => m.companyId)}::int[], ${staff((m) => m.interactionId)}::int[], ${staff((m) => m.userId)}::int[],
      ${column((m) => (m.kind === 'visitor' ? m.visitorId : null))}::int[], ${column((m) => m.seq)}::int[])
  `)) as unknown as { rows: Row[] };
  const answers: (StaffMark | VisitorMark | AppError)[] = [];
  for (const r of result.rows) {
    const ord = Number(r.r_ord);
    if (r.r_kind === 'staff') answers[ord] = { mySeq: Number(r.r_seq), staffSeq: Number(r.r_staff_seq), staffMoved: r.r_moved, visitorId: r.r_visitor_id };
    else if (r.r_kind === 'visitor') answers[ord] = { interactionId: Number(r.r_interaction), seq: Number(r.r_seq) };
    else if (r.r_kind === 'none') answers[ord] = null;
    else answers[ord] = new AppError(REFUSALS[r.r_kind]);
  }
  if (answers.length !== marks.length || answers.includes(undefined as never)) throw new Error('mark_reads answered a different batch');
  return answers;
}
