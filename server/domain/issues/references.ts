import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels, contacts, interactions, issueReasons, issueTagDefs, issueTypes } from '../../db/schema';
import { PLATFORM_OF_CHANNEL, type IssueFields } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { mayHoldIssues } from './assignees';
import { findVisibleInteraction, type InteractionViewer } from '../interactions/find-visible';

/** Each id of the body must be the caller's company's, or the refusal names which one is not. */
export async function ensureReferences(
  db: Db,
  companyId: number,
  f: Pick<IssueFields, 'contact_id' | 'channel_id' | 'assignee_user_id' | 'type_id' | 'reason_id' | 'tag_ids'>,
) {
  const one = async (found: Promise<unknown[]>, code: ConstructorParameters<typeof AppError>[0], field: string) => {
    if ((await found).length === 0) throw new AppError(code, { field });
  };
  if (f.contact_id !== null)
    await one(
      db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.id, f.contact_id), eq(contacts.companyId, companyId))),
      'err_issue_contact_not_found',
      'contact_id',
    );
  if (f.channel_id !== null)
    await one(
      db
        .select({ id: channels.id })
        .from(channels)
        .where(and(eq(channels.id, f.channel_id), eq(channels.companyId, companyId))),
      'err_issue_channel_not_found',
      'channel_id',
    );
  if (f.assignee_user_id !== null && !(await mayHoldIssues(db, companyId, f.assignee_user_id))) {
    throw new AppError('err_issue_assignee_not_found', { field: 'assignee_user_id' });
  }
  if (f.type_id !== null)
    await one(
      db
        .select({ id: issueTypes.id })
        .from(issueTypes)
        .where(and(eq(issueTypes.id, f.type_id), eq(issueTypes.companyId, companyId))),
      'err_issue_type_not_found',
      'type_id',
    );
  if (f.reason_id !== null)
    await one(
      db
        .select({ id: issueReasons.id })
        .from(issueReasons)
        .where(and(eq(issueReasons.id, f.reason_id), eq(issueReasons.companyId, companyId))),
      'err_issue_reason_not_found',
      'reason_id',
    );
  const tagIds = [...new Set(f.tag_ids)];
  if (tagIds.length) {
    const found = await db
      .select({ id: issueTagDefs.id })
      .from(issueTagDefs)
      .where(and(inArray(issueTagDefs.id, tagIds), eq(issueTagDefs.companyId, companyId)));
    if (found.length !== tagIds.length) throw new AppError('err_issue_tag_not_found', { field: 'tag_ids' });
  }
}

/**
 * The live conversation an issue comes from: its contact, channel and platform, for what the body
 * left empty. A conversation newly named must be one the author may read (find-visible.ts); the one
 * an issue already comes from (`linked`) stays its own whoever edits it.
 */
export async function fillFromInteraction(db: Db, viewer: InteractionViewer, f: IssueFields, linked: number | null = null): Promise<IssueFields> {
  if (f.interaction_id === null) return f;
  const companyId = viewer.companyId;
  if (f.interaction_id !== linked) {
    await findVisibleInteraction(db, viewer, f.interaction_id).catch((err) => {
      throw err instanceof AppError && err.code === 'err_interaction_not_found' ? new AppError('err_interaction_not_found', { field: 'interaction_id' }) : err;
    });
  }
  const [found] = await db
    .select({ contactId: interactions.contactId, channelId: interactions.channelId, channelType: channels.type })
    .from(interactions)
    .leftJoin(channels, eq(channels.id, interactions.channelId))
    .where(and(eq(interactions.id, f.interaction_id), eq(interactions.companyId, companyId)))
    .limit(1);
  if (!found) throw new AppError('err_interaction_not_found', { field: 'interaction_id' });
  return {
    ...f,
    contact_id: f.contact_id ?? found.contactId,
    channel_id: f.channel_id ?? found.channelId,
    platform: f.platform.trim() || (found.channelType ? (PLATFORM_OF_CHANNEL[found.channelType] ?? 'other') : f.platform),
  };
}
