import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentStatusSchema, type PaymentStatus } from '../../../../contracts/billing.schema';
import { http, type HttpClient } from '../../../lib/http';
import { billingKeys } from './billing-keys';

/** GET /api/billing/invoices/:id/payment: asks QPay whether the payer paid (the socket usually says first). */
export async function checkPayment(id: number, client: HttpClient = http, signal?: AbortSignal): Promise<PaymentStatus> {
  return PaymentStatusSchema.parse(await client.get(`/api/billing/invoices/${id}/payment`, { signal, silent: true }));
}

/** Every few seconds while a QR is on screen, in case a socket event was missed. */
export const PAYMENT_POLL_MS = 5_000;

export const paymentQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...billingKeys.all, 'payment', id] as const, queryFn: ({ signal }) => checkPayment(id, http, signal) });

export function usePaymentStatus(id: number, waiting: boolean) {
  return useQuery({ ...paymentQueryOptions(id), enabled: waiting, refetchInterval: waiting ? PAYMENT_POLL_MS : false });
}
