import { sql } from 'drizzle-orm';
import type { Drill, ReportRow } from '../../../contracts';
import type { Db } from '../../db/client';
import { isoOf, rowsOf } from '../monitoring/rows';
import { channelType, drillOf, scopeOf, type ReportFilter } from './scope';

type Raw = Omit<ReportRow, 'created_at' | 'first_response_at' | 'closed_at'> & {
  created_at: Date | string;
  first_response_at: Date | string | null;
  closed_at: Date | string | null;
};

/** The interactions behind one number of the report, newest first: a page of them and how many in all. */
export async function reportRows(db: Db, companyId: number, f: ReportFilter, drill: Drill, timeZone: string, page: { limit: number; offset: number }) {
  const where = sql`${scopeOf(companyId, f)} and ${drillOf(drill, timeZone)}`;
  const [{ total }] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from interactions i left join channels c on c.id = i.channel_id where ${where}`,
  );
  const raw = await rowsOf<Raw>(
    db,
    sql`select i.id, ${channelType} as channel_type, i.subject, nullif(trim(coalesce(u.last_name, '') || ' ' || coalesce(u.first_name, '')), '') as owner_name,
        i.created_at, i.first_response_at, i.closed_at, i.mood, i.rating
      from interactions i left join channels c on c.id = i.channel_id left join users u on u.id = i.owner_user_id
      where ${where} order by i.created_at desc, i.id desc limit ${page.limit} offset ${page.offset}`,
  );
  const items: ReportRow[] = raw.map((r) => ({ ...r, created_at: isoOf(r.created_at)!, first_response_at: isoOf(r.first_response_at), closed_at: isoOf(r.closed_at) }));
  return { items, total };
}
