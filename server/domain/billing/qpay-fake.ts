import { randomUUID } from 'node:crypto';
import { jsonServer } from '../../lib/http-json';

/**
 * A local QPay merchant API v2 speaking its documented JSON: POST /v2/auth/token (HTTP Basic →
 * `{ token_type, access_token, expires_in, refresh_token, … }`), POST /v2/invoice (→ `{ invoice_id,
 * qr_text, qr_image, qPay_shortUrl, urls }`), POST /v2/payment/check (→ `{ count, paid_amount, rows }`).
 * `pay(id)` (or GET /demo/pay/<invoice_id>, the demo's "pay" link) plays the payer's bank: the
 * invoice is paid and QPay calls its callback_url. Used by the tests and by `npm start`.
 */
export interface FakeQpayInvoice {
  id: string;
  body: { invoice_code: string; sender_invoice_no: string; invoice_description: string; amount: number; callback_url: string };
  paid: boolean;
}

const BANKS = [
  { name: 'Khan bank', description: 'Хаан банк', logo: 'https://qpay.mn/q/logo/khanbank.png', scheme: 'khanbank' },
  { name: 'Golomt bank', description: 'Голомт банк', logo: 'https://qpay.mn/q/logo/golomtbank.png', scheme: 'socialpay-payment' },
  { name: 'Trade and Development bank', description: 'Худалдаа хөгжлийн банк', logo: 'https://qpay.mn/q/logo/tdbbank.png', scheme: 'tdbbank' },
];

export async function startQpayFake(opts: { port?: number; clientId?: string; clientSecret?: string; host?: string } = {}) {
  const clientId = opts.clientId ?? 'TEST_MERCHANT';
  const clientSecret = opts.clientSecret ?? 'test-secret';
  const tokens = new Set<string>();
  const invoices = new Map<string, FakeQpayInvoice>();
  const callbacks: { url: string; status: number }[] = [];
  const authorized = (h: string | undefined) => !!h && h.startsWith('Bearer ') && tokens.has(h.slice(7));

  async function pay(id: string) {
    const inv = invoices.get(id);
    if (!inv) throw new Error(`no QPay invoice ${id}`);
    inv.paid = true;
    // QPay calls the merchant's callback URL once the payment is made.
    const res = await fetch(inv.body.callback_url).catch(() => null);
    callbacks.push({ url: inv.body.callback_url, status: res?.status ?? 0 });
    return res?.status ?? 0;
  }

  const server = await jsonServer(async (req, url, body) => {
    if (req.method === 'GET' && url.pathname.startsWith('/demo/pay/')) {
      const id = decodeURIComponent(url.pathname.slice('/demo/pay/'.length));
      if (!invoices.has(id)) return { status: 404, json: { error: 'INVOICE_NOTFOUND' } };
      return { status: 200, json: { paid: true, callback_status: await pay(id) } };
    }
    if (req.method !== 'POST') return { status: 404, json: { error: 'NOT_FOUND' } };
    if (url.pathname === '/v2/auth/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return { status: 401, json: { error: 'CLIENT_NOTFOUND', message: 'no client' } };
      const access = randomUUID();
      tokens.add(access);
      const now = Math.floor(Date.now() / 1000);
      return {
        status: 200,
        json: {
          token_type: 'bearer',
          refresh_expires_in: now + 86400,
          refresh_token: randomUUID(),
          access_token: access,
          expires_in: now + 86400,
          scope: 'profile email',
          'not-before-policy': '0',
          session_state: randomUUID(),
        },
      };
    }
    if (!authorized(req.headers.authorization)) return { status: 401, json: { error: 'NO_CREDENTIALS', message: 'unauthorized' } };
    if (url.pathname === '/v2/invoice') {
      const b = body as FakeQpayInvoice['body'];
      if (!b?.invoice_code || !b.sender_invoice_no || !(Number(b.amount) > 0) || !b.callback_url) return { status: 400, json: { error: 'INVALID_PARAMS' } };
      const id = randomUUID();
      invoices.set(id, { id, body: b, paid: false });
      const qrText = `0002010102121531279404962794049600022310027138152045734530349654031005802MN5904TEST6011Ulaanbaatar6244010712345670504test0721${id}6304ABCD`;
      return {
        status: 200,
        json: {
          invoice_id: id,
          qr_text: qrText,
          qr_image: Buffer.from(qrText).toString('base64'),
          qPay_shortUrl: `https://s.qpay.mn/${id.slice(0, 8)}`,
          urls: BANKS.map((bank) => ({ name: bank.name, description: bank.description, logo: bank.logo, link: `${bank.scheme}://q?qPay_QRcode=${qrText}` })),
        },
      };
    }
    if (url.pathname === '/v2/payment/check') {
      const b = body as { object_type?: string; object_id?: string };
      const inv = b?.object_type === 'INVOICE' && b.object_id ? invoices.get(b.object_id) : undefined;
      if (!inv) return { status: 404, json: { error: 'INVOICE_NOTFOUND' } };
      const rows = inv.paid
        ? [
            {
              payment_id: `${inv.id}-p`,
              payment_status: 'PAID',
              payment_date: new Date().toISOString(),
              payment_fee: '0.00',
              payment_amount: String(inv.body.amount),
              payment_currency: 'MNT',
              payment_wallet: '0fc9b71c-cd87-4ffd-9cac-2279ebd9deb0',
              transaction_type: 'P2P',
            },
          ]
        : [];
      return { status: 200, json: { count: rows.length, paid_amount: inv.paid ? inv.body.amount : 0, rows } };
    }
    return { status: 404, json: { error: 'NOT_FOUND' } };
  }, opts.port ?? 0);

  return {
    base: server.base,
    clientId,
    clientSecret,
    invoices,
    callbacks,
    pay,
    /** The demo's "pay" link for one QPay invoice, as the payer's browser reaches the fake. */
    demoPayUrl: (id: string) => `${server.base}/demo/pay/${encodeURIComponent(id)}`,
    close: server.close,
  };
}
export type QpayFake = Awaited<ReturnType<typeof startQpayFake>>;
