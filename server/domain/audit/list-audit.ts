import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { AuditAction, AuditList, AuditListQuerySchema } from '../../../contracts';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { z } from 'zod';

type Query = z.output<typeof AuditListQuerySchema>;

/** One company's audit rows, newest first, by action, by who and by an inclusive time range. */
export async function listAudit(db: Db, companyId: number, q: Query): Promise<AuditList> {
  const where = and(
    eq(auditLog.companyId, companyId),
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.user_id ? eq(auditLog.userId, q.user_id) : undefined,
    q.from ? gte(auditLog.createdAt, new Date(q.from)) : undefined,
    q.to ? lte(auditLog.createdAt, new Date(q.to)) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      action: r.action as AuditAction,
      details: (r.details ?? {}) as Record<string, unknown>,
      user: { id: r.userId, name: r.userName },
      ip: r.ip,
      user_agent: r.userAgent,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
