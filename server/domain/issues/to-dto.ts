import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { channels, contacts, issueReasons, issues, issueTagDefs, issueTags, issueTypes, users } from '../../db/schema';
import type { Issue } from '../../../contracts';

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');

const personName = (first: string | null, last: string | null, email: string | null) => [last, first].filter(Boolean).join(' ') || (email ?? '');

/** An issue with the names of everything it points at, in one query (tags come separately). */
export const selectIssues = (db: Db) =>
  db
    .select({
      i: issues,
      contactFirst: contacts.firstName,
      contactLast: contacts.lastName,
      contactEmail: contacts.email,
      contactPhone: contacts.phone,
      channelName: channels.name,
      channelType: channels.type,
      assigneeFirst: assignee.firstName,
      assigneeLast: assignee.lastName,
      assigneeEmail: assignee.email,
      creatorFirst: creator.firstName,
      creatorLast: creator.lastName,
      creatorEmail: creator.email,
      typeTitle: issueTypes.title,
      reasonName: issueReasons.name,
      commentCount: sql<number>`(select count(*) from issue_comments c where c.issue_id = ${issues.id})`.mapWith(Number),
      attachmentCount: sql<number>`(select count(*) from issue_attachments a where a.issue_id = ${issues.id})`.mapWith(Number),
    })
    .from(issues)
    .leftJoin(contacts, eq(contacts.id, issues.contactId))
    .leftJoin(channels, eq(channels.id, issues.channelId))
    .leftJoin(assignee, eq(assignee.id, issues.assigneeUserId))
    .leftJoin(creator, eq(creator.id, issues.createdByUserId))
    .leftJoin(issueTypes, eq(issueTypes.id, issues.typeId))
    .leftJoin(issueReasons, eq(issueReasons.id, issues.reasonId));

export type IssueRow = Awaited<ReturnType<ReturnType<typeof selectIssues>['execute']>>[number];
type TagRef = Issue['tags'][number];

/** Tags of these issues, by issue id, in title order. */
export async function tagsOf(db: Db, ids: number[]): Promise<Map<number, TagRef[]>> {
  const out = new Map<number, TagRef[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ issueId: issueTags.issueId, id: issueTagDefs.id, title: issueTagDefs.title, colour: issueTagDefs.colour })
    .from(issueTags)
    .innerJoin(issueTagDefs, eq(issueTagDefs.id, issueTags.tagId))
    .where(inArray(issueTags.issueId, ids))
    .orderBy(asc(sql`lower(${issueTagDefs.title})`), asc(issueTagDefs.id));
  for (const r of rows) {
    const list = out.get(r.issueId) ?? [];
    list.push({ id: r.id, title: r.title, colour: r.colour });
    out.set(r.issueId, list);
  }
  return out;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toIssue(r: IssueRow, tags: TagRef[], now = Date.now()): Issue {
  const { i } = r;
  const end = i.endedAt?.getTime() ?? now;
  return {
    id: i.id,
    company_id: i.companyId,
    name: i.name,
    description: i.description,
    contact: i.contactId ? { id: i.contactId, name: personName(r.contactFirst, r.contactLast, r.contactEmail || r.contactPhone) } : null,
    channel: i.channelId ? { id: i.channelId, name: r.channelName ?? '', type: r.channelType ?? '' } : null,
    interaction_id: i.interactionId,
    assignee: i.assigneeUserId ? { id: i.assigneeUserId, name: personName(r.assigneeFirst, r.assigneeLast, r.assigneeEmail) } : null,
    status: i.status,
    priority: i.priority,
    platform: i.platform,
    type: i.typeId ? { id: i.typeId, name: r.typeTitle ?? '' } : null,
    reason: i.reasonId ? { id: i.reasonId, name: r.reasonName ?? '' } : null,
    tags,
    created_by: i.createdByUserId ? { id: i.createdByUserId, name: personName(r.creatorFirst, r.creatorLast, r.creatorEmail) } : null,
    created_at: i.createdAt.toISOString(),
    updated_at: i.updatedAt.toISOString(),
    due_at: iso(i.dueAt),
    ended_at: iso(i.endedAt),
    deleted_at: iso(i.deletedAt),
    duration_seconds: Math.max(0, Math.floor((end - i.createdAt.getTime()) / 1000)),
    comment_count: r.commentCount,
    attachment_count: r.attachmentCount,
  };
}

export const personNameOf = personName;
