import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { QpayPayment } from '../../../contracts';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { GatewayInvoice, PaymentGateway } from './qpay';
import { settleInvoice } from './settle';
import { findInvoice } from './invoices';

export interface PaymentDeps {
  gateway: PaymentGateway;
  /** Where QPay reaches this server (PUBLIC_URL, or the request's own origin). */
  callbackBase: string;
  /** Only with the local fake: its "the bank paid" link for a QPay invoice id. */
  demoPayUrl?: (qpayInvoiceId: string) => string;
  now: () => Date;
}

/**
 * The QR and bank links for one of the company's unpaid invoices. The QPay invoice is created once
 * (kept on the row) so asking again shows the same QR; the callback URL carries the invoice id and
 * a per-invoice secret, and the callback is still verified with payment/check.
 */
export async function startPayment(db: Db, companyId: number, id: number, deps: PaymentDeps): Promise<QpayPayment> {
  const { row } = await findInvoice(db, companyId, id);
  if (row.status !== 'created') throw new AppError('err_invoice_state');
  let qr = row.qpayQr as GatewayInvoice | null;
  if (!row.qpayInvoiceId || !qr) {
    qr = await deps.gateway.createInvoice({
      senderInvoiceNo: row.number,
      description: `${row.number}`,
      amount: row.total,
      callbackUrl: `${deps.callbackBase}/api/pub/qpay/callback?invoice=${row.id}&token=${row.callbackToken}`,
    });
    await db.update(invoices).set({ qpayInvoiceId: qr.invoiceId, qpayQr: qr }).where(eq(invoices.id, row.id));
  }
  return {
    invoice_id: row.id,
    qr_text: qr.qrText,
    qr_image: await QRCode.toDataURL(qr.qrText, { margin: 1, width: 256 }),
    urls: qr.urls.map((u) => ({ name: u.name, description: u.description, logo: u.logo, link: u.link })),
    demo_pay_url: deps.demoPayUrl ? deps.demoPayUrl(qr.invoiceId) : null,
  };
}

/**
 * Asks QPay whether the invoice is paid (the console's status check and the callback both end
 * here) and, when the full amount is, pays and activates it. Answers whether this call changed it.
 */
export async function checkPayment(db: Db, invoiceId: number, deps: PaymentDeps): Promise<{ companyId: number; changed: boolean; paid: boolean }> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  if (!row) throw new AppError('err_invoice_not_found');
  if (row.status === 'paid' || row.status === 'activated') return { companyId: row.companyId, changed: false, paid: true };
  if (row.status !== 'created' || !row.qpayInvoiceId) return { companyId: row.companyId, changed: false, paid: false };
  const { paidAmount } = await deps.gateway.checkPayment(row.qpayInvoiceId);
  if (paidAmount < row.total) return { companyId: row.companyId, changed: false, paid: false };
  const r = await settleInvoice(db, row.id, { method: 'qpay', by: 'QPay', userId: null }, deps.now());
  return { ...r, paid: true };
}

/** The callback's own claim is only a hint: a wrong token is ignored, a right one leads to payment/check. */
export async function handleCallback(db: Db, invoiceId: number, token: string, deps: PaymentDeps) {
  const [row] = await db.select({ token: invoices.callbackToken }).from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  if (!row) return null;
  const a = Buffer.from(row.token);
  const b = Buffer.from(token);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  return checkPayment(db, invoiceId, deps);
}
