import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webchats } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** A domain belongs to one web chat of the whole service: the widget is admitted only on its pages. */
export async function ensureDomainFree(db: Db, domain: string, exceptId?: number) {
  const [taken] = await db.select({ id: webchats.id }).from(webchats).where(eq(webchats.domain, domain)).limit(1);
  if (taken && taken.id !== exceptId) throw new AppError('err_webchat_domain_duplicate', { field: 'domain' });
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/** A race past the check still meets the unique index and answers the same catalogue error. */
export async function guardDomainUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('err_webchat_domain_duplicate', { field: 'domain' });
    throw err;
  }
}
