import { and, asc, count, desc, eq, gte, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { issues, issueTags } from '../../db/schema';
import type { IssueFilterSchema, IssueList, IssueListQuerySchema, IssueStatus } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { visibleIssues, type IssueActor } from './actor';
import { orFail } from './guard';
import { selectIssues, tagsOf, toIssue } from './to-dto';

export type IssueFilterValues = z.output<typeof IssueFilterSchema>;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** q matches the name or description, or '#12' / '12' the issue's number. */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim().toLowerCase();
  if (!text) return undefined;
  const pattern = `%${likeEscape(text)}%`;
  const parts: SQL[] = [sql`lower(${issues.name}) like ${pattern}`, sql`lower(${issues.description}) like ${pattern}`];
  const number = /^#?(\d{1,9})$/.exec(text);
  if (number) parts.push(eq(issues.id, Number(number[1])));
  return or(...parts);
}

export function issueWhere(actor: IssueActor, f: IssueFilterValues): SQL {
  const deleted = f.status === 'deleted';
  return and(
    visibleIssues(actor),
    deleted ? isNotNull(issues.deletedAt) : isNull(issues.deletedAt),
    f.status && !deleted ? eq(issues.status, f.status as IssueStatus) : undefined,
    f.priority ? eq(issues.priority, f.priority) : undefined,
    f.assignee_id ? eq(issues.assigneeUserId, f.assignee_id) : undefined,
    f.type_id ? eq(issues.typeId, f.type_id) : undefined,
    f.channel_id ? eq(issues.channelId, f.channel_id) : undefined,
    f.contact_id ? eq(issues.contactId, f.contact_id) : undefined,
    f.tag_id ? sql`exists (select 1 from ${issueTags} where ${issueTags.issueId} = ${issues.id} and ${issueTags.tagId} = ${f.tag_id})` : undefined,
    f.created_from ? gte(issues.createdAt, new Date(f.created_from)) : undefined,
    f.created_to ? lte(issues.createdAt, new Date(f.created_to)) : undefined,
    f.q ? searchCondition(f.q) : undefined,
  )!;
}

const PRIORITY_RANK = sql`case ${issues.priority} when 'low' then 1 when 'medium' then 2 when 'high' then 3 when 'urgent' then 4 else 0 end`;
const STATUS_RANK = sql`case ${issues.status} when 'open' then 1 when 'in_progress' then 2 when 'resolved' then 3 when 'closed' then 4 else 0 end`;

/** The sort, with the id last so pages never overlap or skip rows of equal keys. */
export function issueOrder(f: IssueFilterValues): SQL[] {
  const dir = f.dir === 'asc' ? asc : desc;
  const keys: Record<IssueFilterValues['sort'], SQL[]> = {
    created_at: [dir(issues.createdAt)],
    updated_at: [dir(issues.updatedAt)],
    // Issues without a due date come last either way.
    due_at: [sql`${issues.dueAt} is null`, dir(issues.dueAt)],
    priority: [dir(PRIORITY_RANK)],
    status: [dir(STATUS_RANK)],
    name: [dir(sql`lower(${issues.name})`)],
  };
  return [...keys[f.sort], dir(issues.id)];
}

export async function listIssues(db: Db, actor: IssueActor, query: z.output<typeof IssueListQuerySchema>): Promise<IssueList> {
  if (query.company_id !== undefined && query.company_id !== actor.companyId) throw new AppError('err_issue_company_id_invalid');
  return orFail('err_issue_get', async () => {
    const where = issueWhere(actor, query);
    const [{ n }] = await db.select({ n: count() }).from(issues).where(where);
    const rows = await selectIssues(db)
      .where(where)
      .orderBy(...issueOrder(query))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const tags = await tagsOf(
      db,
      rows.map((r) => r.i.id),
    );
    const now = Date.now();
    return { items: rows.map((r) => toIssue(r, tags.get(r.i.id) ?? [], now)), total: Number(n) };
  });
}
