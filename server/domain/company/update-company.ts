import { eq } from 'drizzle-orm';
import { CompanyInfoRulesSchema, type CompanyInfoBody } from '../../../contracts';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { checkImage, checkRules } from './rules';

/** Spec §5 Company: the rules of the settings form (CompanyInfoRulesSchema), all fields required. */
export function checkCompanyInfo(body: CompanyInfoBody) {
  const v = checkRules(CompanyInfoRulesSchema, body);
  return { name: v.name, contactEmail: v.contact_email, phone: v.phone, sector: v.sector, employeeCount: v.employee_count };
}

export async function updateCompanyInfo(db: Db, companyId: number, body: CompanyInfoBody) {
  const values = checkCompanyInfo(body);
  await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

export async function updateCompanyLogo(db: Db, companyId: number, logo: string | null) {
  await db
    .update(companies)
    .set({ logoUrl: checkImage('logo', logo), updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

/** The flag of spec §3: invitations must go to an address of one of the active allowed domains. */
export async function setInviteDomainRule(db: Db, companyId: number, required: boolean) {
  await db.update(companies).set({ requireCompanyDomain: required, updatedAt: new Date() }).where(eq(companies.id, companyId));
}
