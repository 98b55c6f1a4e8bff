import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { MonitoringScreen } from '../../../contracts';
import type { Db } from '../../db/client';
import { companies, monitoringScreens } from '../../db/schema';
import { AppError } from '../../lib/app-error';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const toScreen = (r: typeof monitoringScreens.$inferSelect): MonitoringScreen => ({
  id: r.id,
  name: r.name,
  created_at: r.createdAt.toISOString(),
  last_used_at: r.lastUsedAt?.toISOString() ?? null,
});

export async function listScreens(db: Db, companyId: number): Promise<MonitoringScreen[]> {
  const rows = await db
    .select()
    .from(monitoringScreens)
    .where(and(eq(monitoringScreens.companyId, companyId), isNull(monitoringScreens.revokedAt)))
    .orderBy(desc(monitoringScreens.createdAt), desc(monitoringScreens.id));
  return rows.map(toScreen);
}

/** A new screen link: 32 random bytes, kept only as their SHA-256. */
export async function createScreen(db: Db, companyId: number, name: string, userId: number) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(monitoringScreens)
    .values({ companyId, name, tokenHash: digest(token), createdByUserId: userId })
    .returning();
  return { screen: toScreen(row), token };
}

/** Revokes one of the company's screens (another company's id is not found). */
export async function revokeScreen(db: Db, companyId: number, id: number): Promise<void> {
  const [row] = await db
    .update(monitoringScreens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(monitoringScreens.id, id), eq(monitoringScreens.companyId, companyId), isNull(monitoringScreens.revokedAt)))
    .returning({ id: monitoringScreens.id });
  if (!row) throw new AppError('err_route_not_found');
}

/** The screen a token opens (not revoked, its company not deleted), noting it was used; null otherwise. */
export async function screenOfToken(db: Db, token: string): Promise<{ id: number; companyId: number } | null> {
  const [row] = await db
    .update(monitoringScreens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(monitoringScreens.tokenHash, digest(token)),
        isNull(monitoringScreens.revokedAt),
        sql`exists (select 1 from ${companies} c where c.id = ${monitoringScreens.companyId})`,
      ),
    )
    .returning({ id: monitoringScreens.id, companyId: monitoringScreens.companyId });
  return row ?? null;
}
