import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels, interactions, users } from '../../db/schema';
import { busyOnCalls } from '../../telephony/route-call';
import { AppError } from '../../lib/app-error';
import { applyInteractionEventTx, type InteractionRow } from '../interactions/apply-event';
import { workingStaff } from '../interactions/working-staff';
import { lockCompanyRouting } from './lock';

/** A conversation the machine no longer lets routing assign (taken or closed by hand meanwhile) is skipped. */
async function assignUnlessTaken(tx: Db, companyId: number, locked: InteractionRow, userId: number) {
  try {
    return await applyInteractionEventTx(tx, companyId, locked.id, { type: 'interaction.assign', userId }, null, { locked });
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

export interface Assignment {
  row: InteractionRow;
  userId: number;
}

/**
 * Offers waiting conversations (oldest first) to the online people who may take them: human
 * staff who work on conversations (working-staff.ts), with free capacity (users.chat_capacity), least loaded
 * first. Each goes through the interaction machine's `interaction.assign`, all under the company's
 * routing lock, so two processes never hand one conversation to two people or overfill someone.
 */
export async function backfillQueue(db: Db, companyId: number, onlineUserIds: number[]): Promise<Assignment[]> {
  if (!onlineUserIds.length) return [];
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await lockCompanyRouting(tx, companyId);
    const people = await tx
      .select({ id: users.id, capacity: users.chatCapacity })
      .from(users)
      .where(and(workingStaff(companyId), eq(users.userType, 'human'), inArray(users.id, onlineUserIds)));
    if (!people.length) return [];
    const loads = await tx
      .select({ owner: interactions.ownerUserId, n: count() })
      .from(interactions)
      .where(
        and(
          eq(interactions.companyId, companyId),
          eq(interactions.status, 'open'),
          inArray(
            interactions.ownerUserId,
            people.map((p) => p.id),
          ),
        ),
      )
      .groupBy(interactions.ownerUserId);
    const load = new Map(people.map((p) => [p.id, 0]));
    for (const l of loads) if (l.owner !== null) load.set(l.owner, Number(l.n));
    // A call takes the person's whole capacity while it lasts (ringing, talking, on hold, wrap-up).
    const onCall = await busyOnCalls(tx, companyId);
    for (const p of people) if (onCall.has(p.id)) load.set(p.id, Math.max(load.get(p.id)!, p.capacity));
    const free = people.reduce((sum, p) => sum + Math.max(0, p.capacity - load.get(p.id)!), 0);
    if (free <= 0) return [];
    // Locked as they are read, so each is assigned from this read (no second read per conversation);
    // one taken by hand meanwhile is waited for and then no longer matches (PostgreSQL reads a row
    // locked FOR UPDATE again after the wait).
    const queued = await tx
      .select()
      .from(interactions)
      .where(
        and(
          eq(interactions.companyId, companyId),
          eq(interactions.status, 'open'),
          eq(interactions.stage, 'queued'),
          // Calls are offered by the SIP path (server/telephony/route-call.ts), never as chats.
          sql`not exists (select 1 from ${channels} where ${channels.id} = ${interactions.channelId} and ${channels.type} = 'call')`,
        ),
      )
      .orderBy(asc(interactions.createdAt), asc(interactions.id))
      .limit(free)
      .for('update');
    const out: Assignment[] = [];
    for (const q of queued) {
      const next = people.filter((p) => load.get(p.id)! < p.capacity).sort((a, b) => load.get(a.id)! - load.get(b.id)! || a.id - b.id)[0];
      if (!next) break;
      const row = await assignUnlessTaken(tx, companyId, q, next.id);
      if (!row) continue;
      load.set(next.id, load.get(next.id)! + 1);
      out.push({ row, userId: next.id });
    }
    return out;
  });
}
