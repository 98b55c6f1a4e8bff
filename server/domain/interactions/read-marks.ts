import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';

/** A staff member's own mark, the conversation's staff mark, whether that rose, and the conversation's visitor. */
export interface StaffMark {
  mySeq: number;
  staffSeq: number;
  staffMoved: boolean;
  visitorId: number | null;
}

/** The customer's conversation and new mark when the mark rose, else null. */
export type VisitorMark = { interactionId: number; seq: number } | null;

/**
 * A staff member has seen a conversation up to `seq` (clamped to its last message). Their own mark
 * and the conversation's staff mark only ever rise. Answers both, and whether the staff mark moved
 * (the widget's Seen changes only then). The staff member must be active in the company and
 * allowed interaction.start (staff_may_work, migration 0012), as for a message.
 *
 * One mark in one statement. Live marks go through the read mark writer, which stores many in one
 * statement (mark_reads, the same rules) and falls back to this one by one.
 */
export async function markStaffRead(db: Db, companyId: number, interactionId: number, userId: number, seq: number): Promise<StaffMark> {
  const result = (await db.execute(sql`
    with me as (
      select * from staff_may_work(${userId}::int, ${companyId}::int)
    ), conv as (
      select i.id, i.visitor_id, i.staff_read_seq, least(${seq}::int, i.last_seq) as up_to
      from interactions i
      where i.id = ${interactionId}::int and i.company_id = ${companyId}::int and exists (select 1 from me where active and allowed)
    ), mine as (
      insert into interaction_reads as r (interaction_id, user_id, seq)
      select id, ${userId}::int, up_to from conv
      on conflict (interaction_id, user_id) do update set seq = greatest(r.seq, excluded.seq)
      returning r.seq
    ), moved as (
      update interactions i set staff_read_seq = conv.up_to from conv
      where i.id = conv.id and i.staff_read_seq < conv.up_to
      returning i.staff_read_seq
    )
    select (select active from me) as active, (select allowed from me) as allowed, conv.visitor_id, conv.staff_read_seq,
           (select seq from mine) as my_seq, (select staff_read_seq from moved) as moved_to
    from (select 1) one left join conv on true
  `)) as unknown as { rows: MarkRow[] };
  const [row] = result.rows;
  if (!row.active) throw new AppError('err_auth_failed');
  if (!row.allowed) throw new AppError('err_no_permission');
  if (row.my_seq === null) throw new AppError('err_interaction_not_found');
  const moved = row.moved_to !== null;
  return { mySeq: Number(row.my_seq), staffSeq: Number(moved ? row.moved_to : row.staff_read_seq), staffMoved: moved, visitorId: row.visitor_id };
}

interface MarkRow {
  active: boolean | null;
  allowed: boolean | null;
  visitor_id: number | null;
  staff_read_seq: number | null;
  my_seq: number | null;
  moved_to: number | null;
}

/**
 * The customer has seen their current conversation up to `seq` (clamped to its last message). One
 * statement, picking the conversation as currentConversation does (the open one, else the last
 * closed one while its rating is asked for). Answers the conversation and the new mark when the
 * mark moved (only then do the agents' Seen change), else null.
 */
export async function markVisitorRead(db: Db, visitorId: number, seq: number): Promise<VisitorMark> {
  const result = (await db.execute(sql`
    with conv as (
      select i.id, i.status, i.rating, i.rating_requested_at, least(${seq}::int, i.last_seq) as up_to
      from interactions i where i.visitor_id = ${visitorId}::int
      order by i.status = 'open' desc, i.id desc limit 1
    )
    update interactions i set contact_read_seq = conv.up_to from conv
    where i.id = conv.id and i.contact_read_seq < conv.up_to
      and (conv.status = 'open' or (conv.rating is null and conv.rating_requested_at is not null))
    returning i.id, i.contact_read_seq
  `)) as unknown as { rows: { id: number; contact_read_seq: number }[] };
  const [row] = result.rows;
  return row ? { interactionId: row.id, seq: row.contact_read_seq } : null;
}
