import { AppError } from '../../lib/app-error';

/** What the console shows the payer: QPay's QR text and the banks' deep links. */
export interface GatewayInvoice {
  invoiceId: string;
  qrText: string;
  urls: { name: string; description?: string; logo: string; link: string }[];
}

/** A payment gateway (QPay is the one): create an invoice with a callback, and check its payment. */
export interface PaymentGateway {
  createInvoice(i: { senderInvoiceNo: string; description: string; amount: number; callbackUrl: string }): Promise<GatewayInvoice>;
  /** The amount paid on the gateway's invoice so far. */
  checkPayment(invoiceId: string): Promise<{ paidAmount: number; count: number }>;
}

export interface QpaySettings {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  invoiceCode: string;
}

/**
 * QPay merchant API v2: POST /v2/auth/token (HTTP Basic client id and secret → bearer token, kept
 * until shortly before it expires), POST /v2/invoice, POST /v2/payment/check. Any failure is
 * err_payment_gateway (502); the provider's answer is logged by the caller, never shown.
 */
export function qpayGateway(s: QpaySettings, fetchImpl: typeof fetch = fetch): PaymentGateway {
  let token: { value: string; until: number } | null = null;

  async function call(path: string, body: unknown, auth: string): Promise<unknown> {
    let res: Response;
    try {
      res = await fetchImpl(`${s.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: auth },
        body: JSON.stringify(body ?? {}),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new AppError('err_payment_gateway');
    }
    if (!res.ok) throw new AppError('err_payment_gateway');
    return res.json();
  }

  async function bearer(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${s.clientId}:${s.clientSecret}`).toString('base64');
    const r = (await call('/v2/auth/token', {}, `Basic ${basic}`)) as { access_token?: string; expires_in?: number };
    if (!r.access_token) throw new AppError('err_payment_gateway');
    // expires_in is an epoch second in QPay's answers and a duration in some; either way keep it under an hour.
    const life = Math.min(3600, Number(r.expires_in) > 1e9 ? Number(r.expires_in) - Date.now() / 1000 : Number(r.expires_in) || 3600);
    token = { value: r.access_token, until: Date.now() + Math.max(30, life - 30) * 1000 };
    return token.value;
  }

  return {
    async createInvoice(i) {
      const r = (await call(
        '/v2/invoice',
        {
          invoice_code: s.invoiceCode,
          sender_invoice_no: i.senderInvoiceNo,
          invoice_receiver_code: 'terminal',
          invoice_description: i.description,
          amount: i.amount,
          callback_url: i.callbackUrl,
        },
        `Bearer ${await bearer()}`,
      )) as { invoice_id?: string; qr_text?: string; urls?: GatewayInvoice['urls'] };
      if (!r.invoice_id || !r.qr_text) throw new AppError('err_payment_gateway');
      return { invoiceId: r.invoice_id, qrText: r.qr_text, urls: Array.isArray(r.urls) ? r.urls : [] };
    },
    async checkPayment(invoiceId) {
      const r = (await call(
        '/v2/payment/check',
        { object_type: 'INVOICE', object_id: invoiceId, offset: { page_number: 1, page_limit: 100 } },
        `Bearer ${await bearer()}`,
      )) as { count?: number; paid_amount?: number; rows?: { payment_status?: string; payment_amount?: string | number }[] };
      const paidRows = (r.rows ?? []).filter((row) => row.payment_status === 'PAID');
      const paidAmount = Number(r.paid_amount ?? paidRows.reduce((sum, row) => sum + Number(row.payment_amount ?? 0), 0));
      return { paidAmount: paidRows.length ? paidAmount : 0, count: paidRows.length };
    },
  };
}
