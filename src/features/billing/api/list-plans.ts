import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlanListSchema, type PlanList } from '../../../../contracts/billing.schema';
import { http, type HttpClient } from '../../../lib/http';
import { billingKeys } from './billing-keys';

/** GET /api/billing/plans: the plans on offer, for purchase and upgrade (plan.view). */
export async function listPlans(client: HttpClient = http, signal?: AbortSignal): Promise<PlanList> {
  return PlanListSchema.parse(await client.get('/api/billing/plans', { signal }));
}

export const plansQueryOptions = () => queryOptions({ queryKey: [...billingKeys.all, 'plans'] as const, queryFn: ({ signal }) => listPlans(http, signal) });

export function usePlans(enabled = true) {
  return useQuery({ ...plansQueryOptions(), enabled });
}
