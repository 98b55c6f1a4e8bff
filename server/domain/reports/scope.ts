import { sql, type SQL } from 'drizzle-orm';
import type { Drill } from '../../../contracts';

export interface ReportFilter {
  from: string;
  to: string;
  channel?: string;
  agent?: number;
  tag?: number;
}

/** The channel's type as reports name it ('other' for conversations of no channel). */
export const channelType = sql`coalesce(c.type, 'other')`;

/**
 * The interactions a report covers: one company's, begun within [from, to), narrowed by channel
 * type, owner and tag; never mail imported when its mailbox was connected (origin 'import': no service
 * was given then). Used with `from interactions i left join channels c on c.id = i.channel_id`.
 */
export function scopeOf(companyId: number, f: ReportFilter): SQL {
  return sql`i.company_id = ${companyId} and i.created_at >= ${f.from}::timestamptz and i.created_at < ${f.to}::timestamptz and i.origin = 'live'
    ${f.channel ? sql`and ${channelType} = ${f.channel}` : sql``}
    ${f.agent ? sql`and i.owner_user_id = ${f.agent}` : sql``}
    ${f.tag ? sql`and exists (select 1 from interaction_tag_links l where l.interaction_id = i.id and l.tag_id = ${f.tag})` : sql``}`;
}

/** The rows behind one number of the report (contracts/report.schema.ts DrillSchema). */
export function drillOf(drill: Drill, timeZone: string): SQL {
  const [kind, value] = drill.split(':') as [string, string | undefined];
  switch (kind) {
    case 'answered':
      return sql`i.first_response_at is not null`;
    case 'abandoned':
      return sql`i.first_response_at is null and i.status = 'closed'`;
    case 'rated':
      return sql`i.rating is not null`;
    case 'bot':
      return sql`exists (select 1 from bot_sessions b where b.interaction_id = i.id)`;
    case 'bot_contained':
      return sql`i.status = 'closed' and exists (select 1 from bot_sessions b where b.interaction_id = i.id and b.handed_over_at is null)`;
    case 'bot_handover':
      return sql`exists (select 1 from bot_sessions b where b.interaction_id = i.id and b.handed_over_at is not null)`;
    case 'channel':
      return sql`${channelType} = ${value}`;
    case 'hour':
      return sql`extract(hour from i.created_at at time zone ${timeZone})::int = ${Number(value)}`;
    case 'day':
      return sql`(i.created_at at time zone ${timeZone})::date = ${value}::date`;
    case 'mood':
      return sql`i.mood = ${value}`;
    case 'rating':
      return sql`i.rating = ${Number(value)}`;
    case 'tag':
      return sql`exists (select 1 from interaction_tag_links d where d.interaction_id = i.id and d.tag_id = ${Number(value)})`;
    case 'agent':
      return sql`i.owner_user_id = ${Number(value)}`;
    default:
      return sql`true`;
  }
}
