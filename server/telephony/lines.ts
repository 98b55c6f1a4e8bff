import { and, asc, eq } from 'drizzle-orm';
import type { CallLine, CallLineBody } from '../../contracts';
import type { Db } from '../db/client';
import { callLines } from '../db/schema';
import { AppError } from '../lib/app-error';

const toLine = (r: typeof callLines.$inferSelect): CallLine => ({ id: r.id, number: r.number, name: r.name, created_at: r.createdAt.toISOString() });

export async function listLines(db: Db, companyId: number) {
  const rows = await db.select().from(callLines).where(eq(callLines.companyId, companyId)).orderBy(asc(callLines.number));
  return { items: rows.map(toLine) };
}

/** A number is one company's across the service (the SIP server routes by the dialled number). */
export async function addLine(db: Db, companyId: number, body: CallLineBody): Promise<CallLine> {
  const [row] = await db.insert(callLines).values({ companyId, number: body.number, name: body.name }).onConflictDoNothing().returning();
  if (!row) throw new AppError('err_call_line_taken', { field: 'number' });
  return toLine(row);
}

export async function deleteLine(db: Db, companyId: number, id: number) {
  const gone = await db
    .delete(callLines)
    .where(and(eq(callLines.id, id), eq(callLines.companyId, companyId)))
    .returning({ id: callLines.id });
  if (!gone.length) throw new AppError('err_call_line_not_found');
}
