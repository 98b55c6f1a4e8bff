import { applySubscriptionEvents } from '../../../machines/subscription.persistence';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { loadSubscription, saveStored, toStored } from './subscription-store';

/** Auto-extend on or off (spec §4): it decides the next renewal's window (3 days, or the due day). */
export async function setAutoExtend(db: Db, companyId: number, on: boolean) {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const found = await loadSubscription(tx, companyId, true);
    if (!found) throw new AppError('err_company_not_found');
    const next = applySubscriptionEvents(toStored(found.row, found.plan), [{ type: 'autoExtend.set', on }]);
    if (!next) throw new AppError('err_forbidden_action');
    await saveStored(tx, companyId, next);
  });
}
