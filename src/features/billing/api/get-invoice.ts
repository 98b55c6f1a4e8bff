import { queryOptions, useQuery } from '@tanstack/react-query';
import { InvoiceSchema, type Invoice } from '../../../../contracts/billing.schema';
import { http, type HttpClient } from '../../../lib/http';
import { billingKeys } from './billing-keys';

/** GET /api/billing/invoices/:id: one invoice of the company (404 for another company's). */
export async function getInvoice(id: number, client: HttpClient = http, signal?: AbortSignal): Promise<Invoice> {
  return InvoiceSchema.parse(await client.get(`/api/billing/invoices/${id}`, { signal }));
}

export const invoiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...billingKeys.all, 'invoice', id] as const, queryFn: ({ signal }) => getInvoice(id, http, signal) });

export function useInvoice(id: number) {
  return useQuery({ ...invoiceQueryOptions(id), enabled: id > 0 });
}
