import { and, asc, eq } from 'drizzle-orm';
import { ISSUE_HOLDER_PERMISSION, type IssueAssignee } from '../../../contracts';
import type { Db } from '../../db/client';
import { rolePermissions, users } from '../../db/schema';

/**
 * Who may hold an issue: active human staff of the company whose role (in its role settings) may
 * work issues. A guest, who has no issue rights, is not offered and is refused as an assignee.
 */
function holders(companyId: number) {
  return and(eq(users.companyId, companyId), eq(users.status, 'active'), eq(users.userType, 'human'), eq(rolePermissions.permission, ISSUE_HOLDER_PERMISSION));
}

const joinRole = and(eq(rolePermissions.companyId, users.companyId), eq(rolePermissions.role, users.role));

export async function listAssignees(db: Db, companyId: number): Promise<IssueAssignee[]> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, picture: users.pictureUrl })
    .from(users)
    .innerJoin(rolePermissions, joinRole)
    .where(holders(companyId))
    .orderBy(asc(users.id));
  return rows.map((u) => ({ id: u.id, user_name: [u.lastName, u.firstName].filter(Boolean).join(' ') || u.email, picture: u.picture }));
}

export async function mayHoldIssues(db: Db, companyId: number, userId: number): Promise<boolean> {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(rolePermissions, joinRole)
    .where(and(holders(companyId), eq(users.id, userId)))
    .limit(1);
  return found.length > 0;
}
