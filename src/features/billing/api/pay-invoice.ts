import { useMutation } from '@tanstack/react-query';
import { QpayPaymentSchema, type QpayPayment } from '../../../../contracts/billing.schema';
import { http, type HttpClient } from '../../../lib/http';

/** POST /api/billing/invoices/:id/pay: QPay's QR and bank links (the same ones when asked again). */
export async function payInvoice(id: number, client: HttpClient = http): Promise<QpayPayment> {
  return QpayPaymentSchema.parse(await client.post(`/api/billing/invoices/${id}/pay`, {}));
}

export function usePayInvoice() {
  return useMutation({ mutationFn: (id: number) => payInvoice(id) });
}
