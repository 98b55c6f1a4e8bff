import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interactions } from '../../db/schema';
import type { Permission } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { findInteraction } from './find-interaction';
import { WORK_PERMISSION } from './working-staff';

/** Who reads a conversation: their id, company and permissions as they are now. */
export interface InteractionViewer {
  id: number;
  companyId: number;
  permissions: readonly Permission[];
}

/**
 * THE rule of who sees a conversation (spec §6), for every reader: its header, transcript, live
 * feed, read marks, typing, an issue made from it. Without interaction rights none at all; with
 * them every open one of the company, and closed ones only one's own (owned at the end or closed
 * by oneself) unless one may view all closed ones.
 */
export function mayViewInteraction(
  viewer: InteractionViewer,
  row: { companyId: number; status: string; ownerUserId: number | null; closedByUserId: number | null },
): boolean {
  if (!viewer.permissions.includes(WORK_PERMISSION) || row.companyId !== viewer.companyId) return false;
  if (row.status !== 'closed' || viewer.permissions.includes('interaction.view_all_closed')) return true;
  return row.ownerUserId === viewer.id || row.closedByUserId === viewer.id;
}

/** The same rule as a filter on `interactions`, for lists that show conversations. */
export function visibleInteractions(viewer: InteractionViewer): SQL {
  if (!viewer.permissions.includes(WORK_PERMISSION)) return sql`false`;
  return and(
    eq(interactions.companyId, viewer.companyId),
    viewer.permissions.includes('interaction.view_all_closed')
      ? undefined
      : or(eq(interactions.status, 'open'), eq(interactions.ownerUserId, viewer.id), eq(interactions.closedByUserId, viewer.id)),
  )!;
}

/**
 * One conversation as the rule lets this viewer see it. Without interaction rights the answer is
 * the permission refusal whatever the id (so it tells nothing of what exists); a conversation the
 * viewer may not see answers as not found.
 */
export async function findVisibleInteraction(db: Db, viewer: InteractionViewer, id: number) {
  requireInteractionRights(viewer);
  const row = await findInteraction(db, viewer.companyId, id);
  requireVisible(viewer, row);
  return row;
}

/** Without interaction rights, the permission refusal, whatever the conversation. */
export function requireInteractionRights(viewer: InteractionViewer) {
  if (!viewer.permissions.includes(WORK_PERMISSION)) throw new AppError('err_no_permission');
}

/** A row the caller read (under its lock, to change it) that this viewer may not see answers as not found. */
export function requireVisible(viewer: InteractionViewer, row: Parameters<typeof mayViewInteraction>[1]) {
  if (!mayViewInteraction(viewer, row)) throw new AppError('err_interaction_not_found');
}
