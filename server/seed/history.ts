import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface HistoryStaff {
  adminId: number;
  managerId: number;
  agentId: number;
}

/**
 * Demo LLC's last 90 days (issue 23), so /control_panel tells a story on a fresh start: about 60
 * closed conversations a day between 09:00 and 21:00 (company time) over its channels, answered
 * mostly within a minute, some left unanswered, with owners, ratings, moods and tags. Written by a
 * few set-based statements (seconds, not minutes, on the embedded database); each conversation has
 * the customer's first message, so one opened from a report is not empty. Days before today only:
 * today's figures are the live ones.
 */
export async function seedDemoHistory(db: Db, companyId: number, channelIds: number[], staff: HistoryStaff, timeZone: string, perDay = 60, withMessages = true) {
  const count = perDay * 90;
  const channels = sql.raw(`(array[${channelIds.map(Number).join(',')}]::int[])`);
  await db.execute(sql`select setseed(0.23)`);
  await db.execute(sql`
    with g as (
      select n,
        (date_trunc('day', now() at time zone ${timeZone}) - make_interval(days => 1 + floor(random() * 90)::int)
          + make_interval(secs => 9 * 3600 + floor(random() * 12 * 3600)::int)) at time zone ${timeZone} as created,
        random() as r_chan, random() as r_own, random() as r_fate, random() as r_frt, random() as r_handle, random() as r_rate, random() as r_mood, random() as r_subject
      from generate_series(1, ${count}) n
    ), shaped as (
      select g.*,
        case when r_fate < 0.07 then null else created + make_interval(secs => 4 + floor(power(r_frt, 3) * 240)::int) end as replied,
        (array[${staff.agentId}, ${staff.agentId}, ${staff.managerId}, ${staff.adminId}]::int[])[1 + floor(r_own * 4)::int] as owner
      from g
    )
    insert into interactions (company_id, channel_id, subject, status, stage, owner_user_id, created_at, first_response_at, closed_at, closed_by_user_id, mood, rating, last_seq)
    select ${companyId},
      ${channels}[1 + floor(power(r_chan, 1.6) * ${channelIds.length})::int],
      (array['Захиалгын төлөв', 'Хүргэлт', 'Төлбөр', 'Буцаалт', 'Нууц үг сэргээх', 'Үнийн санал', 'Ажлын цаг'])[1 + floor(r_subject * 7)::int],
      'closed', 'closed',
      case when replied is null then null else owner end,
      created, replied,
      coalesce(replied, created + make_interval(secs => 60 + floor(r_handle * 300)::int)) + make_interval(secs => 90 + floor(r_handle * 1200)::int),
      case when replied is null then null else owner end,
      case when replied is not null and r_mood < 0.55 then (array['grinning', 'normal', 'normal', 'normal', 'frowning', 'angry'])[1 + floor(r_mood / 0.55 * 6)::int] end,
      case when replied is not null and r_rate < 0.4 then 5 - floor(power(r_rate / 0.4, 2.5) * 5)::int end,
      1
    from shaped`);
  if (withMessages)
    await db.execute(sql`
    insert into messages (interaction_id, company_id, seq, author_type, body, created_at)
    select i.id, i.company_id, 1, 'contact', i.subject, i.created_at from interactions i
    where i.company_id = ${companyId} and i.last_seq = 1 and not exists (select 1 from messages m where m.interaction_id = i.id)`);
  await db.execute(sql`
    insert into interaction_tags (company_id, name, description, is_important)
    values (${companyId}, 'Гомдол', 'Хэрэглэгчийн гомдол', true), (${companyId}, 'VIP', 'Онцгой харилцагч', true),
           (${companyId}, 'Хүргэлт', 'Хүргэлттэй холбоотой', false), (${companyId}, 'Төлбөр', 'Төлбөрийн асуудал', false)
    on conflict do nothing`);
  await db.execute(sql`
    insert into interaction_tag_links (interaction_id, tag_id)
    select i.id, t.id from interactions i join interaction_tags t on t.company_id = i.company_id
    where i.company_id = ${companyId} and i.status = 'closed' and i.created_at < now() - interval '1 day'
      and random() < case t.name when 'Гомдол' then coalesce(nullif((i.mood in ('angry', 'frowning'))::int, 0) * 0.7, 0.03) when 'VIP' then 0.05 else 0.15 end
    on conflict do nothing`);
}
