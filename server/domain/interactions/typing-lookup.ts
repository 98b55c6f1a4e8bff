import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { groupCommit, type Pending } from '../../lib/group-commit';

type Ask = { kind: 'staff'; userId: number; companyId: number; interactionId: number } | { kind: 'visitor'; visitorId: number };
type StaffTyping = { firstName: string; openVisitorId: number | null };
type Answer = StaffTyping | number | null;

export interface TypingLookup {
  /**
   * An agent typing in a conversation: they must be active in the company and allowed
   * interaction.start (staff_may_work, migration 0012, as for a message), and the conversation
   * their company's. Answers their first
   * name (all a customer sees of staff) and the conversation's visitor while it is open.
   */
  staff(userId: number, companyId: number, interactionId: number): Promise<StaffTyping>;
  /** A customer typing: their open conversation, if any. */
  visitor(visitorId: number): Promise<number | null>;
}

/**
 * What relaying a typing signal needs from the database, checked afresh for every signal. Each
 * console and widget says when its user starts and stops typing, about two signals a message, so
 * the signals that arrive together are looked up in ONE statement (group commit, as for messages
 * and read marks): typing_lookup, migration 0013, which only reads.
 */
export function createTypingLookup(db: Db, opts: { maxBatch?: number } = {}): TypingLookup {
  const ask = groupCommit<Ask, Answer>((batch) => lookUp(db, batch), { maxBatch: opts.maxBatch ?? 500, inFlight: 2 });
  return {
    staff: (userId, companyId, interactionId) => ask({ kind: 'staff', userId, companyId, interactionId }) as Promise<StaffTyping>,
    visitor: (visitorId) => ask({ kind: 'visitor', visitorId }) as Promise<number | null>,
  };
}

interface Row {
  r_ord: number;
  r_active: boolean | null;
  r_allowed: boolean | null;
  r_first_name: string | null;
  r_staff_conv: number | null;
  r_open_visitor: number | null;
  r_visitor_conv: number | null;
}

/** One statement for the whole batch: typing_lookup (migration 0013) takes the signals as arrays. */
async function lookUp(db: Db, batch: Pending<Ask, Answer>[]) {
  const column = (pick: (a: Ask) => number | null) => sql.param(batch.map(({ item }) => pick(item)));
  const staff = (pick: (a: Extract<Ask, { kind: 'staff' }>) => number) => column((a) => (a.kind === 'staff' ? pick(a) : null));
  const result = (await db.execute(sql`
    select * from typing_lookup(${staff((a) => a.userId)}::int[], ${staff((a) => a.companyId)}::int[], ${staff((a) => a.interactionId)}::int[],
      ${column((a) => (a.kind === 'visitor' ? a.visitorId : null))}::int[])
  `)) as unknown as { rows: Row[] };
  if (result.rows.length !== batch.length) throw new Error('typing_lookup answered a different batch');
  for (const r of result.rows) {
    const p = batch[r.r_ord];
    if (p.item.kind === 'visitor') p.resolve(r.r_visitor_conv);
    else if (!r.r_active) p.reject(new AppError('err_auth_failed'));
    else if (!r.r_allowed) p.reject(new AppError('err_no_permission'));
    else if (r.r_staff_conv === null) p.reject(new AppError('err_interaction_not_found'));
    else p.resolve({ firstName: r.r_first_name ?? '', openVisitorId: r.r_open_visitor });
  }
}
