import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { callLines, calls, channels, interactions, sipCredentials, users } from '../db/schema';
import { lockCompanyRouting } from '../domain/routing/lock';

/** What Kamailio is told for a call to a line (kamailio.cfg route[ASK]). */
export type RouteAnswer = { verb: 'ring'; sipUser: string } | { verb: 'direct' } | { verb: 'queue' } | { verb: 'refuse'; code: number };

export const routeAnswerText = (a: RouteAnswer) => (a.verb === 'ring' ? `ring ${a.sipUser}` : a.verb === 'refuse' ? `refuse ${a.code}` : a.verb);

/** People of a company busy with a call: being rung, talking, holding, or in the wrap-up of one. */
export async function busyOnCalls(tx: Db, companyId: number): Promise<Set<number>> {
  const live = await tx
    .select({ id: calls.agentUserId })
    .from(calls)
    .where(and(eq(calls.companyId, companyId), inArray(calls.state, ['ringing', 'talking', 'held']), isNotNull(calls.agentUserId)));
  const wrapping = await tx
    .select({ id: interactions.ownerUserId })
    .from(interactions)
    .innerJoin(channels, eq(channels.id, interactions.channelId))
    .where(and(eq(interactions.companyId, companyId), eq(interactions.status, 'open'), eq(channels.type, 'call'), isNotNull(interactions.ownerUserId)));
  return new Set([...live, ...wrapping].map((r) => r.id!));
}

/**
 * Which extension rings for a call to a line, under the company's routing lock (so two calls
 * never ring one person): an active person with call access on that line (extension, line,
 * softphone credentials), free of calls, whose softphone is registered, the longest idle first.
 * The call is marked ringing them before the answer leaves. Nobody free: the caller waits (queue).
 */
export async function chooseExtension(db: Db, callid: string, lineNumber: string, registered: (sipUser: string) => Promise<boolean>): Promise<RouteAnswer> {
  const [line] = await db.select().from(callLines).where(eq(callLines.number, lineNumber)).limit(1);
  if (!line) return { verb: 'refuse', code: 404 };
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await lockCompanyRouting(tx, line.companyId);
    const [call] = await tx.select().from(calls).where(eq(calls.sipCallId, callid)).for('update');
    if (!call || !['queued', 'ringing'].includes(call.state)) return { verb: 'refuse', code: 487 } as const;
    const people = await tx
      .select({ id: users.id, sipUser: sipCredentials.username })
      .from(users)
      .innerJoin(sipCredentials, eq(sipCredentials.userId, users.id))
      .where(and(eq(users.companyId, line.companyId), eq(users.status, 'active'), eq(users.userType, 'human'), eq(users.line, line.number), isNotNull(users.extension)))
      .orderBy(sql`(select max(${calls.endedAt}) from ${calls} where ${calls.agentUserId} = ${users.id}) asc nulls first`, asc(users.id));
    const busy = await busyOnCalls(tx, line.companyId);
    for (const p of people) {
      if (busy.has(p.id) || !(await registered(p.sipUser))) continue;
      await tx.update(calls).set({ state: 'ringing', agentUserId: p.id, updatedAt: new Date() }).where(eq(calls.id, call.id));
      return { verb: 'ring', sipUser: p.sipUser } as const;
    }
    return { verb: 'queue' } as const;
  });
}
