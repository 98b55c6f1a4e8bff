import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';
import { checkConfirmName, requireOwner } from './owner';

/**
 * Only the creator deletes the company (spec §6), after typing its name. Every table's rows hang
 * on companies.id with ON DELETE CASCADE, so one delete removes all the company's data, its users
 * and with them their sessions. Answers the ids of the users, whose sockets the caller closes.
 */
export async function deleteCompany(db: Db, companyId: number, actorId: number, confirmName: string): Promise<number[]> {
  const company = await requireOwner(db, companyId, actorId, 'err_only_creator_delete');
  checkConfirmName(company.name, confirmName);
  return db.transaction(async (tx) => {
    const members = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
    await tx.delete(companies).where(eq(companies.id, companyId));
    return members.map((m) => m.id);
  });
}
