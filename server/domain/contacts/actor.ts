import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema';
import type { Permission } from '../../../contracts';
import type { AuthContext } from '../../auth-context';

/** Who asks: their company, and whether they see every contact or only those they registered. */
export interface ContactActor {
  companyId: number;
  userId: number;
  viewAll: boolean;
  /** Issue rule of spec §6, for what the contact's page lists. */
  viewAllIssues?: boolean;
  /** Who reads the contact's conversations (find-visible.ts), for what the contact's page lists. */
  permissions?: readonly Permission[];
}

export const actorOf = (auth: AuthContext): ContactActor => ({
  companyId: auth.user.companyId!,
  userId: auth.user.id,
  viewAll: auth.permissions.includes('contact.view_all'),
  viewAllIssues: auth.permissions.includes('issue.view_all'),
  permissions: auth.permissions,
});

/** Spec §6: without 'view all' a user sees (and so can touch) only the contacts they registered. */
export function visibleTo(actor: ContactActor): SQL {
  return and(eq(contacts.companyId, actor.companyId), actor.viewAll ? undefined : eq(contacts.createdByUserId, actor.userId))!;
}

/**
 * Writes of one company's contacts run one at a time: the duplicate rule spans the extra e-mails
 * and phones, which no unique index covers, so a check-then-write must not race another.
 */
export async function underContactsLock<T>(db: Db, companyId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('contacts'), ${companyId})`);
    return work(tx);
  });
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}
