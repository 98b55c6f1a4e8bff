import { and, eq, sql, type SQL } from 'drizzle-orm';
import { rolePermissions, users } from '../../db/schema';
import type { Permission } from '../../../contracts';

/** The permission that lets staff work on conversations (answer, be routed, follow, mark read). */
export const WORK_PERMISSION = 'interaction.start' satisfies Permission;

/**
 * THE rule of who works on conversations: a user of the company, active, whose role holds
 * interaction.start (a deleted user has no row, so is nobody). As a condition on `users`, for the
 * queries that pick such people (routing's backfill).
 *
 * Its one SQL statement is the function working_staff(user, company) (migration 0034), which the
 * live statements call inside the one statement that does the work: append_messages (a staff
 * message), mark_reads (a staff read mark) and typing_lookup (a staff typing signal).
 * Elsewhere it is checked by a socket's subscription and its signals about a conversation it does
 * not follow: currentViewer (viewer.ts: active, of the company) and the viewer's permissions
 * (find-visible.ts); REST routes by the session (auth plugin: active) and the route's `permission`.
 * tests/server/working-staff.test.ts runs every one of them over the same table of cases.
 */
export function workingStaff(companyId: number): SQL {
  return and(
    eq(users.companyId, companyId),
    eq(users.status, 'active'),
    sql`exists (select 1 from ${rolePermissions} where ${rolePermissions.companyId} = ${users.companyId} and ${rolePermissions.role} = ${users.role} and ${rolePermissions.permission} = ${WORK_PERMISSION})`,
  )!;
}
