import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ExchangeRateSchema,
  InvoiceSchema,
  PlanListSchema,
  PlanSchema,
  type ExchangeRate,
  type Invoice,
  type Plan,
  type PlanBody,
  type PlanList,
} from '../../../../contracts/billing.schema';
import { formSilent } from '../../../lib/forms/server-error';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/admin/plans: every plan, withdrawn ones too (superadmin). */
export async function listAdminPlans(client: HttpClient = http, signal?: AbortSignal): Promise<PlanList> {
  return PlanListSchema.parse(await client.get('/api/admin/plans', { signal }));
}
export const adminPlansQueryOptions = () => queryOptions({ queryKey: ['admin', 'plans'] as const, queryFn: ({ signal }) => listAdminPlans(http, signal) });
export const useAdminPlans = () => useQuery(adminPlansQueryOptions());

/** PUT /api/admin/plans/:id: names, price, limits (null = unlimited), on sale or not. */
export async function updatePlan(id: number, body: PlanBody, client: HttpClient = http): Promise<Plan> {
  return PlanSchema.parse(await client.put(`/api/admin/plans/${id}`, body, { silent: formSilent }));
}
export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PlanBody }) => updatePlan(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPlansQueryOptions().queryKey }),
  });
}

/** POST /api/admin/invoices/:id/mark-paid: a bank transfer, recorded with who and when. */
export async function markInvoicePaid(id: number, client: HttpClient = http): Promise<Invoice> {
  return InvoiceSchema.parse(await client.post(`/api/admin/invoices/${id}/mark-paid`, {}, { silent: formSilent }));
}
export const useMarkInvoicePaid = () => useMutation({ mutationFn: (id: number) => markInvoicePaid(id) });

/** GET/PUT /api/admin/exchange-rate: tugrik per US dollar, printed on new invoices. */
export async function getExchangeRate(client: HttpClient = http, signal?: AbortSignal): Promise<ExchangeRate> {
  return ExchangeRateSchema.parse(await client.get('/api/admin/exchange-rate', { signal }));
}
export const exchangeRateQueryOptions = () => queryOptions({ queryKey: ['admin', 'exchange-rate'] as const, queryFn: ({ signal }) => getExchangeRate(http, signal) });
export const useExchangeRate = () => useQuery(exchangeRateQueryOptions());
export async function setExchangeRate(usdMnt: number, client: HttpClient = http): Promise<ExchangeRate> {
  return ExchangeRateSchema.parse(await client.put('/api/admin/exchange-rate', { usd_mnt: usdMnt }, { silent: formSilent }));
}
export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (usdMnt: number) => setExchangeRate(usdMnt),
    onSuccess: (rate) => queryClient.setQueryData(exchangeRateQueryOptions().queryKey, rate),
  });
}
