import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubscriptionSchema, type Subscription } from '../../../../contracts/billing.schema';
import { http, type HttpClient } from '../../../lib/http';
import { billingKeys } from './billing-keys';

/** GET /api/billing/subscription: plan, state, days left, limits and usage (plan.view). */
export async function getSubscription(client: HttpClient = http, signal?: AbortSignal, silent = false): Promise<Subscription> {
  return SubscriptionSchema.parse(await client.get('/api/billing/subscription', { signal, silent }));
}

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: [...billingKeys.all, 'subscription'] as const, queryFn: ({ signal }) => getSubscription(http, signal) });

export function useSubscription(enabled = true) {
  return useQuery({ ...subscriptionQueryOptions(), enabled });
}

/** The same, for the header's reminder: a failure there is no reason for a toast on every page. */
export function useSubscriptionQuietly() {
  return useQuery({ ...subscriptionQueryOptions(), queryFn: ({ signal }) => getSubscription(http, signal, true) });
}
