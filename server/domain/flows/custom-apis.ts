import { and, asc, eq } from 'drizzle-orm';
import { SECRET_MASK, type CustomApi, type CustomApiBody } from '../../../contracts';
import type { Db } from '../../db/client';
import { customApis, type StoredHeader } from '../../db/schema';
import { AppError } from '../../lib/app-error';

type Row = typeof customApis.$inferSelect;

/** Secret header values never leave the server after they are saved: they read as the mask. */
export const toCustomApiDto = (r: Row): CustomApi => ({
  id: r.id,
  name: r.name,
  method: r.method as CustomApi['method'],
  url: r.url,
  headers: r.headers.map((h) => ({ name: h.name, secret: h.secret, value: h.secret && h.value ? SECRET_MASK : h.value })),
  body: r.body,
  response_fields: r.responseFields,
  timeout_ms: r.timeoutMs,
  status: r.status as CustomApi['status'],
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** A secret header sent back as the mask keeps its stored value (matched by name). */
function mergeHeaders(next: CustomApiBody['headers'], stored: StoredHeader[]): StoredHeader[] {
  return next.map((h) => {
    if (!h.secret || h.value !== SECRET_MASK) return { name: h.name, value: h.value, secret: h.secret };
    const kept = stored.find((s) => s.secret && s.name.toLowerCase() === h.name.toLowerCase());
    return { name: h.name, value: kept?.value ?? '', secret: true };
  });
}

const columns = (body: CustomApiBody, headers: StoredHeader[]) => ({
  name: body.name,
  method: body.method,
  url: body.url,
  headers,
  body: body.body,
  responseFields: body.response_fields,
  timeoutMs: body.timeout_ms,
  status: body.status,
});

export async function listCustomApis(db: Db, companyId: number) {
  const rows = await db.select().from(customApis).where(eq(customApis.companyId, companyId)).orderBy(asc(customApis.name), asc(customApis.id));
  return { items: rows.map(toCustomApiDto) };
}

export async function getCustomApiRow(db: Db, companyId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(customApis)
    .where(and(eq(customApis.id, id), eq(customApis.companyId, companyId)));
  if (!row) throw new AppError('err_custom_api_not_found');
  return row;
}

export async function createCustomApi(db: Db, companyId: number, body: CustomApiBody) {
  const [row] = await db
    .insert(customApis)
    .values({ companyId, ...columns(body, mergeHeaders(body.headers, [])) })
    .returning();
  return toCustomApiDto(row);
}

export async function updateCustomApi(db: Db, companyId: number, id: number, body: CustomApiBody) {
  const stored = await getCustomApiRow(db, companyId, id);
  const [row] = await db
    .update(customApis)
    .set({ ...columns(body, mergeHeaders(body.headers, stored.headers)), updatedAt: new Date() })
    .where(and(eq(customApis.id, id), eq(customApis.companyId, companyId)))
    .returning();
  return toCustomApiDto(row);
}

export async function setCustomApiStatus(db: Db, companyId: number, id: number, status: CustomApi['status']) {
  const [row] = await db
    .update(customApis)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(customApis.id, id), eq(customApis.companyId, companyId)))
    .returning();
  if (!row) throw new AppError('err_custom_api_not_found');
  return toCustomApiDto(row);
}

export async function deleteCustomApi(db: Db, companyId: number, id: number) {
  const [row] = await db
    .delete(customApis)
    .where(and(eq(customApis.id, id), eq(customApis.companyId, companyId)))
    .returning({ id: customApis.id });
  if (!row) throw new AppError('err_custom_api_not_found');
}
