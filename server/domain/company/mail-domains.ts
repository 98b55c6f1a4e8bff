import { and, asc, eq, ne } from 'drizzle-orm';
import { DOMAIN_PATTERN, PUBLIC_MAIL_DOMAINS, canonicalEmail, normaliseDomain, type MailDomain, type MailDomainBody } from '../../../contracts';
import type { Db } from '../../db/client';
import { companyMailDomains } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toMailDomain } from './get-company';

/**
 * An allowed mail domain as stored: lower-case host name ('@Shop.mn' and 'https://shop.mn' give
 * 'shop.mn'); public webmail providers cannot prove that a person belongs to the company.
 */
export function checkMailDomain(raw: string): string {
  if (!raw.trim()) throw new AppError('err_value_required', { field: 'domain' });
  const domain = normaliseDomain(raw.trim().replace(/^.*@/, ''));
  if (!DOMAIN_PATTERN.test(domain) || domain === 'localhost') throw new AppError('err_mail_domain_invalid', { field: 'domain' });
  if ((PUBLIC_MAIL_DOMAINS as readonly string[]).includes(domain)) throw new AppError('err_mail_domain_not_allowed', { field: 'domain' });
  return domain;
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

async function assertFree(db: Db, companyId: number, domain: string, exceptId?: number) {
  const where = [eq(companyMailDomains.companyId, companyId), eq(companyMailDomains.domain, domain)];
  if (exceptId) where.push(ne(companyMailDomains.id, exceptId));
  const [taken] = await db
    .select({ id: companyMailDomains.id })
    .from(companyMailDomains)
    .where(and(...where))
    .limit(1);
  if (taken) throw new AppError('err_mail_domain_duplicate', { field: 'domain' });
}

/** The unique index decides between two requests at once, with the same answer. */
async function unique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('err_mail_domain_duplicate', { field: 'domain' });
    throw err;
  }
}

export async function listMailDomains(db: Db, companyId: number): Promise<MailDomain[]> {
  const rows = await db.select().from(companyMailDomains).where(eq(companyMailDomains.companyId, companyId)).orderBy(asc(companyMailDomains.domain));
  return rows.map(toMailDomain);
}

export async function addMailDomain(db: Db, companyId: number, body: MailDomainBody): Promise<MailDomain> {
  const domain = checkMailDomain(body.domain);
  await assertFree(db, companyId, domain);
  const [row] = await unique(() =>
    db
      .insert(companyMailDomains)
      .values({ companyId, domain, description: (body.description ?? '').trim(), status: body.status ?? 'active' })
      .returning(),
  );
  return toMailDomain(row);
}

export async function updateMailDomain(db: Db, companyId: number, id: number, body: MailDomainBody): Promise<MailDomain> {
  const domain = checkMailDomain(body.domain);
  await assertFree(db, companyId, domain, id);
  const [row] = await unique(() =>
    db
      .update(companyMailDomains)
      .set({ domain, description: (body.description ?? '').trim(), status: body.status ?? 'active' })
      .where(and(eq(companyMailDomains.id, id), eq(companyMailDomains.companyId, companyId)))
      .returning(),
  );
  if (!row) throw new AppError('err_mail_domain_not_found');
  return toMailDomain(row);
}

export async function deleteMailDomain(db: Db, companyId: number, id: number) {
  const rows = await db
    .delete(companyMailDomains)
    .where(and(eq(companyMailDomains.id, id), eq(companyMailDomains.companyId, companyId)))
    .returning({ id: companyMailDomains.id });
  if (rows.length === 0) throw new AppError('err_mail_domain_not_found');
}

/** The invite rule: with the company's flag on, an address must be of one of its active allowed domains. */
export async function emailDomainAllowed(db: Db, companyId: number, email: string): Promise<boolean> {
  const canonical = canonicalEmail(email);
  const domain = canonical.slice(canonical.lastIndexOf('@') + 1);
  const [row] = await db
    .select({ id: companyMailDomains.id })
    .from(companyMailDomains)
    .where(and(eq(companyMailDomains.companyId, companyId), eq(companyMailDomains.domain, domain), eq(companyMailDomains.status, 'active')))
    .limit(1);
  return !!row;
}
