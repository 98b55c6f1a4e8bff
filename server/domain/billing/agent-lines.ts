import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { InvoiceLine } from '../../../contracts';
import { agentDayPrice, agentDays } from '../../../machines/billing-rules';
import type { Db } from '../../db/client';
import { additionalAgents } from '../../db/schema';

/**
 * The additional agents' lines of an invoice issued at `until` (spec §9: $5 a day at the
 * superadmin's rate, billed by days used), and their days marked billed in the same transaction,
 * so the next invoice starts where this one stopped: a month boundary splits nothing twice.
 */
export async function billAgentDays(tx: Db, companyId: number, until: Date, usdMnt: number): Promise<InvoiceLine[]> {
  const rows = await tx
    .select()
    .from(additionalAgents)
    .where(and(eq(additionalAgents.companyId, companyId), or(isNull(additionalAgents.endedAt), lt(additionalAgents.billedUntil, additionalAgents.endedAt))))
    .for('update');
  const price = agentDayPrice(usdMnt);
  const lines: InvoiceLine[] = [];
  for (const a of rows) {
    const { days, to } = agentDays(a, until);
    if (days === 0) continue;
    lines.push({ kind: 'additional_agent', description: `Нэмэлт AI туслах №${a.id}: ${days} хоног`, quantity: days, unit_price: price, amount: price * days });
    await tx.update(additionalAgents).set({ billedUntil: to }).where(eq(additionalAgents.id, a.id));
  }
  return lines;
}
