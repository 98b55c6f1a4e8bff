import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interactions } from '../../db/schema';
import { canTransition } from '../../../machines/interaction.persistence';
import { applyInteractionEventTx, type InteractionRow } from '../interactions/apply-event';
import { persistedOf } from '../interactions/persisted-of';
import { lockCompanyRouting } from './lock';

/**
 * A person stayed offline past the grace period: their open conversations go back to the queue
 * (the machine's `interaction.requeue`), for routing to offer to someone else.
 */
export async function requeueOwnedBy(db: Db, companyId: number, userId: number): Promise<InteractionRow[]> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await lockCompanyRouting(tx, companyId);
    // Read under the lock and the row locks taken below; nothing else requeues, so the rows are current.
    const owned = await tx
      .select()
      .from(interactions)
      .where(and(eq(interactions.companyId, companyId), eq(interactions.ownerUserId, userId), eq(interactions.status, 'open'), eq(interactions.stage, 'agent')))
      .for('update');
    const out: InteractionRow[] = [];
    for (const row of owned) {
      if (!canTransition(persistedOf(row), { type: 'interaction.requeue' })) continue;
      out.push(await applyInteractionEventTx(tx, companyId, row.id, { type: 'interaction.requeue' }, null, { locked: row }));
    }
    return out;
  });
}
