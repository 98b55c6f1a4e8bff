import { and, count, desc, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issues } from '../../db/schema';

const ofContact = (companyId: number, contactId: number) => and(eq(issues.companyId, companyId), eq(issues.contactId, contactId), isNull(issues.deletedAt));

/**
 * The one place where contacts meet issues (tickets): open issues block a delete, a merge moves
 * them, the detail lists them. Soft-deleted issues count for none of these.
 */
export const contactIssues = {
  /** Issues of the contact not yet closed; a contact with any cannot be deleted (spec §5). */
  async countOpen(tx: Db, companyId: number, contactId: number): Promise<number> {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(issues)
      .where(and(ofContact(companyId, contactId), ne(issues.status, 'closed')));
    return Number(n);
  },
  /** Re-points the merged contact's issues (deleted ones too) to the kept one, inside the merge's transaction. */
  async move(tx: Db, companyId: number, fromId: number, toId: number): Promise<void> {
    await tx
      .update(issues)
      .set({ contactId: toId })
      .where(and(eq(issues.companyId, companyId), eq(issues.contactId, fromId)));
  },
  /** The detail page's issue list, newest first; without "view all" only one's own or assigned (spec §6). */
  async list(db: Db, companyId: number, contactId: number, onlyFor?: number): Promise<{ id: number; name: string; status: string; created_at: string }[]> {
    const rows = await db
      .select({ id: issues.id, name: issues.name, status: issues.status, createdAt: issues.createdAt })
      .from(issues)
      .where(and(ofContact(companyId, contactId), onlyFor === undefined ? undefined : or(eq(issues.createdByUserId, onlyFor), eq(issues.assigneeUserId, onlyFor))))
      .orderBy(desc(issues.createdAt), desc(issues.id))
      .limit(100);
    return rows.map((r) => ({ id: r.id, name: r.name, status: r.status, created_at: r.createdAt.toISOString() }));
  },
};
