import { sql } from 'drizzle-orm';
import type { AuditAction } from '../../../contracts';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Auditor } from '../../lib/auditor';

/**
 * Appends one audit row. Call it with the transaction that makes the change, so the change and its
 * row commit together or not at all. The company's name is read in the same statement (before a
 * deletion removes it); a company that does not exist fails the insert, and with it the change.
 */
export async function writeAudit(tx: Db, companyId: number, by: Auditor, action: AuditAction, details: Record<string, unknown>) {
  await tx.insert(auditLog).values({
    companyId,
    companyName: sql`(select name from companies where id = ${companyId})`,
    userId: by.userId,
    userName: by.userName,
    action,
    details,
    ip: by.ip,
    userAgent: by.userAgent,
  });
}
