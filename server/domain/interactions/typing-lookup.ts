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
   * interaction.start (the rule of may-work.ts, written out in the statement as append_messages
   * and mark_reads write it), and the conversation their company's. Answers their first name (all
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
 * and read marks); it only reads.
 */
export function createTypingLookup(db: Db, opts: { maxBatch?: number } = {}): TypingLookup {
  const ask = groupCommit<Ask, Answer>((batch) => lookUp(db, batch), { maxBatch: opts.maxBatch ?? 500, inFlight: 2 });
  return {
    staff: (userId, companyId, interactionId) => ask({ kind: 'staff', userId, companyId, interactionId }) as Promise<StaffTyping>,
    visitor: (visitorId) => ask({ kind: 'visitor', visitorId }) as Promise<number | null>,
  };
}

interface Row {
  ord: number;
  active: boolean | null;
  allowed: boolean | null;
  first_name: string | null;
  staff_conv: number | null;
  open_visitor: number | null;
  visitor_conv: number | null;
}

async function lookUp(db: Db, batch: Pending<Ask, Answer>[]) {
  const column = (pick: (a: Ask) => number | null) => sql.param(batch.map(({ item }) => pick(item)));
  const staff = (pick: (a: Extract<Ask, { kind: 'staff' }>) => number) => column((a) => (a.kind === 'staff' ? pick(a) : null));
  // LATERAL look-ups: each row finds its user and conversation by key. The customer's conversation
  // is picked as currentConversation picks it, and counts only while open.
  const result = (await db.execute(sql`
    select t.ord::int, u.active, u.allowed, u.first_name, i.id as staff_conv, case when i.status = 'open' then i.visitor_id end as open_visitor,
           case when o.status = 'open' then o.id end as visitor_conv
    from unnest(${staff((a) => a.userId)}::int[], ${staff((a) => a.companyId)}::int[], ${staff((a) => a.interactionId)}::int[],
                ${column((a) => (a.kind === 'visitor' ? a.visitorId : null))}::int[]) with ordinality as t(uid, company, iid, vid, ord)
    left join lateral (
      select x.status = 'active' and x.company_id = t.company as active, x.first_name,
             exists (select 1 from role_permissions p where p.company_id = x.company_id and p.role = x.role and p.permission = 'interaction.start') as allowed
      from users x where x.id = t.uid
    ) u on true
    left join lateral (select x.id, x.status, x.visitor_id from interactions x where x.id = t.iid and x.company_id = t.company) i on true
    left join lateral (
      select x.id, x.status from interactions x where x.visitor_id = t.vid order by x.status = 'open' desc, x.id desc limit 1
    ) o on true
  `)) as unknown as { rows: Row[] };
  if (result.rows.length !== batch.length) throw new Error('the typing look-up answered a different batch');
  for (const r of result.rows) {
    const p = batch[r.ord - 1];
    if (p.item.kind === 'visitor') p.resolve(r.visitor_conv);
    else if (!r.active) p.reject(new AppError('err_auth_failed'));
    else if (!r.allowed) p.reject(new AppError('err_no_permission'));
    else if (r.staff_conv === null) p.reject(new AppError('err_interaction_not_found'));
    else p.resolve({ firstName: r.first_name ?? '', openVisitorId: r.open_visitor });
  }
}
