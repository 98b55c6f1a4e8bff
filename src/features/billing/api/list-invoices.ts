import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { InvoiceListSchema, type InvoiceList } from '../../../../contracts/billing.schema';
import { http, type HttpClient } from '../../../lib/http';
import { billingKeys } from './billing-keys';

export interface InvoiceListParams {
  page: number;
  limit: number;
}

/** GET /api/billing/invoices: the archive, newest first (plan.view). */
export async function listInvoices(params: InvoiceListParams, client: HttpClient = http, signal?: AbortSignal): Promise<InvoiceList> {
  const searchParams = { page: String(params.page), limit: String(params.limit) };
  return InvoiceListSchema.parse(await client.get('/api/billing/invoices', { searchParams, signal }));
}

export const invoicesQueryOptions = (params: InvoiceListParams) =>
  queryOptions({ queryKey: [...billingKeys.all, 'invoices', params] as const, queryFn: ({ signal }) => listInvoices(params, http, signal) });

export function useInvoices(params: InvoiceListParams) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...invoicesQueryOptions(params), placeholderData: keepPreviousData });
}
