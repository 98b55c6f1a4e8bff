import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webchats } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toWebchat } from './to-webchat';

export async function listWebchats(db: Db, companyId: number) {
  const rows = await db.select().from(webchats).where(eq(webchats.companyId, companyId)).orderBy(asc(webchats.id));
  return { items: rows.map(toWebchat) };
}

/** Another company's id answers the same 404 as an unknown one. */
export async function getWebchat(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(webchats)
    .where(and(eq(webchats.id, id), eq(webchats.companyId, companyId)))
    .limit(1);
  if (!row) throw new AppError('err_webchat_not_found');
  return toWebchat(row);
}
