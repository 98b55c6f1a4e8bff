import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { groupCommit, SIGNAL_LINGER_MS, type Pending } from '../../lib/group-commit';
import { preparedStatement } from '../../db/prepared';

type Ask = { kind: 'staff'; userId: number; companyId: number; interactionId: number } | { kind: 'visitor'; visitorId: number };
type StaffTyping = { firstName: string; openVisitorId: number | null };
type Answer = StaffTyping | number | null;

export interface TypingLookup {
  /**
   * An agent typing in a conversation: they must work on conversations (working-staff.ts: the
   * rule is written out in typing_lookup as in append_messages and mark_reads), and the
   * conversation be their company's. Answers their first name (all
   * a customer sees of staff) and the conversation's visitor while it is open.
   */
  staff(userId: number, companyId: number, interactionId: number): Promise<StaffTyping>;
  /** A customer typing: their open conversation, if any. */
  visitor(visitorId: number): Promise<number | null>;
}

/**
 * What relaying a typing signal needs from the database, checked afresh for every signal. Each
 * console and widget says when its user starts and stops typing, about two signals a message, so
 * the signals that arrive together are looked up in ONE statement (group commit, as for messages
 * and read marks); it only reads. A signal waits up to `lingerMs` for others to join it.
 */
export function createTypingLookup(db: Db, opts: { maxBatch?: number; lingerMs?: number } = {}): TypingLookup {
  const ask = groupCommit<Ask, Answer>((batch) => lookUp(db, batch), { maxBatch: opts.maxBatch ?? 500, inFlight: 2, lingerMs: opts.lingerMs ?? SIGNAL_LINGER_MS });
  return {
    staff: (userId, companyId, interactionId) => ask({ kind: 'staff', userId, companyId, interactionId }) as Promise<StaffTyping>,
    visitor: (visitorId) => ask({ kind: 'visitor', visitorId }) as Promise<number | null>,
  };
}

/**
 * One statement for a whole batch: typing_lookup (migration 0014), whose plan is made once. Planned
 * again for each call (as statements with array parameters were by default), planning cost more
 * than the look-up itself on the embedded database (bench/RESULTS.md). Prepared, so a call only
 * binds and runs.
 */
const typingLookup = preparedStatement((db) =>
  db
    .select({
      ord: sql<number>`r_ord`,
      active: sql<boolean | null>`r_active`,
      allowed: sql<boolean | null>`r_allowed`,
      firstName: sql<string | null>`r_first_name`,
      staffConv: sql<number | null>`r_staff_conv`,
      openVisitor: sql<number | null>`r_open_visitor`,
      visitorConv: sql<number | null>`r_visitor_conv`,
    })
    .from(
      sql`typing_lookup(${sql.placeholder('users')}::int[], ${sql.placeholder('companies')}::int[], ${sql.placeholder('interactions')}::int[], ${sql.placeholder('visitors')}::int[])`,
    )
    .prepare('typing_lookup'),
);

async function lookUp(db: Db, batch: Pending<Ask, Answer>[]) {
  const staff = (pick: (a: Extract<Ask, { kind: 'staff' }>) => number) => batch.map(({ item }) => (item.kind === 'staff' ? pick(item) : null));
  const rows = await typingLookup(db).execute({
    users: staff((a) => a.userId),
    companies: staff((a) => a.companyId),
    interactions: staff((a) => a.interactionId),
    visitors: batch.map(({ item }) => (item.kind === 'visitor' ? item.visitorId : null)),
  });
  if (rows.length !== batch.length) throw new Error('the typing look-up answered a different batch');
  for (const r of rows) {
    const p = batch[r.ord - 1];
    if (p.item.kind === 'visitor') p.resolve(r.visitorConv);
    else if (!r.active) p.reject(new AppError('err_auth_failed'));
    else if (!r.allowed) p.reject(new AppError('err_no_permission'));
    else if (r.staffConv === null) p.reject(new AppError('err_interaction_not_found'));
    else p.resolve({ firstName: r.firstName ?? '', openVisitorId: r.openVisitor });
  }
}
