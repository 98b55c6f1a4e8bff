import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PurchaseSchema, type ExtendBody, type Purchase, type UpgradeBody } from '../../../../contracts/billing.schema';
import { formSilent } from '../../../lib/forms/server-error';
import { http, type HttpClient } from '../../../lib/http';
import { billingKeys } from './billing-keys';

/** POST /api/billing/extend: the current plan for more months or years; answers the invoice to pay. */
export async function extendPlan(body: ExtendBody, client: HttpClient = http): Promise<Purchase> {
  return PurchaseSchema.parse(await client.post('/api/billing/extend', body, { silent: formSilent }));
}

/** POST /api/billing/upgrade: another plan (also the first purchase after the trial). */
export async function upgradePlan(body: UpgradeBody, client: HttpClient = http): Promise<Purchase> {
  return PurchaseSchema.parse(await client.post('/api/billing/upgrade', body, { silent: formSilent }));
}

/** Extend when no plan is named, upgrade otherwise. */
export function usePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExtendBody | UpgradeBody) => ('plan_code' in body ? upgradePlan(body) : extendPlan(body)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
