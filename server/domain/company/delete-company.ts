import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';
import type { Auditor } from '../../lib/auditor';
import { writeAudit } from '../audit/write-audit';
import { checkConfirmName, requireOwner } from './owner';

/**
 * Only the creator deletes the company (spec §6), after typing its name. Every table's rows hang
 * on companies.id with ON DELETE CASCADE, so one delete removes all the company's data, its users
 * and with them their sessions. Answers the ids of the users, whose sockets the caller closes.
 * The audit log alone stays (it has no foreign key): the deletion is its company's last row.
 */
export async function deleteCompany(db: Db, companyId: number, by: Auditor, confirmName: string): Promise<number[]> {
  const company = await requireOwner(db, companyId, by.userId, 'err_only_creator_delete');
  checkConfirmName(company.name, confirmName);
  return db.transaction(async (tx) => {
    const members = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
    // Written before the delete, while the company's name can still be read.
    await writeAudit(tx as unknown as Db, companyId, by, 'company.deleted', { company_name: company.name, users: members.length });
    await tx.delete(companies).where(eq(companies.id, companyId));
    return members.map((m) => m.id);
  });
}
