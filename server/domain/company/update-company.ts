import { eq } from 'drizzle-orm';
import { EMPLOYEE_COUNTS, SECTORS, type CompanyInfoBody } from '../../../contracts';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { checkCompanyName, checkEmail, checkImage, checkPhone, required } from './rules';

/** Spec §5 Company: name (letters and numbers), contact email, phone, sector and employee count, all required. */
export function checkCompanyInfo(body: CompanyInfoBody) {
  const name = checkCompanyName(body.name);
  const contactEmail = checkEmail('contact_email', body.contact_email);
  const phone = checkPhone('phone', body.phone);
  const sector = required('sector', body.sector);
  if (!(SECTORS as readonly string[]).includes(sector)) throw new AppError('err_company_value_invalid', { field: 'sector' });
  const employeeCount = required('employee_count', body.employee_count);
  if (!(EMPLOYEE_COUNTS as readonly string[]).includes(employeeCount)) throw new AppError('err_company_value_invalid', { field: 'employee_count' });
  return { name, contactEmail, phone, sector, employeeCount };
}

export async function updateCompanyInfo(db: Db, companyId: number, body: CompanyInfoBody) {
  const values = checkCompanyInfo(body);
  await db.update(companies).set({ ...values, updatedAt: new Date() }).where(eq(companies.id, companyId));
}

export async function updateCompanyLogo(db: Db, companyId: number, logo: string | null) {
  await db.update(companies).set({ logoUrl: checkImage('logo', logo), updatedAt: new Date() }).where(eq(companies.id, companyId));
}

/** The flag of spec §3: invitations must go to an address of one of the active allowed domains. */
export async function setInviteDomainRule(db: Db, companyId: number, required: boolean) {
  await db.update(companies).set({ requireCompanyDomain: required, updatedAt: new Date() }).where(eq(companies.id, companyId));
}
