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
 * Where the rule is checked without this module, each for a reason:
 * - the live statements, which check it inside the one statement that does the work so it costs
 *   no call: append_messages (migration 0012, a staff message), mark_reads (0013, a staff read
 *   mark) and typing_lookup (0014, a staff typing signal), each with the same two look-ups:
 *   `u.status = 'active' AND u.company_id = <company>` and `EXISTS (role_permissions … 'interaction.start')`;
 * - a socket's subscription and its signals about a conversation it does not follow: currentViewer
 *   (viewer.ts: active, of the company) and the viewer's permissions (find-visible.ts);
 * - REST routes: the session (auth plugin: active) and the route's `permission`.
 * tests/server/working-staff.test.ts runs every one of them over the same table of cases, so a
 * copy that drifts fails there.
 */
export function workingStaff(companyId: number): SQL {
  return and(
    eq(users.companyId, companyId),
    eq(users.status, 'active'),
    sql`exists (select 1 from ${rolePermissions} where ${rolePermissions.companyId} = ${users.companyId} and ${rolePermissions.role} = ${users.role} and ${rolePermissions.permission} = ${WORK_PERMISSION})`,
  )!;
}
