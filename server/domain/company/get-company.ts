import { domainToUnicode } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import type { CompanySettings, MailDomain } from '../../../contracts';
import type { Db } from '../../db/client';
import { companies, companyMailDomains, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type CompanyRow = typeof companies.$inferSelect;

export async function companyRow(db: Db, companyId: number): Promise<CompanyRow> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row) throw new AppError('err_company_not_found');
  return row;
}

export const toMailDomain = (d: typeof companyMailDomains.$inferSelect): MailDomain => ({
  id: d.id,
  // Stored as punycode, shown as people write it.
  domain: domainToUnicode(d.domain) || d.domain,
  description: d.description,
  status: d.status === 'inactive' ? 'inactive' : 'active',
});

/** The company of the signed-in user, with its owner's name and allowed mail domains. */
export async function getCompany(db: Db, companyId: number, viewerId: number): Promise<CompanySettings> {
  const c = await companyRow(db, companyId);
  const [owner] = c.ownerUserId ? await db.select().from(users).where(eq(users.id, c.ownerUserId)).limit(1) : [];
  const domains = await db.select().from(companyMailDomains).where(eq(companyMailDomains.companyId, companyId)).orderBy(asc(companyMailDomains.domain));
  return {
    id: c.id,
    name: c.name,
    contact_email: c.contactEmail,
    phone: c.phone,
    sector: c.sector,
    employee_count: c.employeeCount,
    logo: c.logoUrl,
    owner_user_id: c.ownerUserId,
    owner_name: owner ? [owner.lastName, owner.firstName].filter(Boolean).join(' ') || owner.email : '',
    is_owner: c.ownerUserId === viewerId,
    require_company_domain: c.requireCompanyDomain,
    mail_domains: domains.map(toMailDomain),
  };
}
