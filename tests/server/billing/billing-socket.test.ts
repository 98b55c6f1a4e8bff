import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AGENT_NAMESPACE, type Purchase, type ServerMessage } from '../../../contracts';
import { invoices } from '../../../server/db/schema';
import { consoleSocket, until } from '../helper';
import { billingApp, companyWithCookies, superadmin } from './fixture';

let t: Awaited<ReturnType<typeof billingApp>>;
let base: string;
const open: { socket: { disconnect(): void } }[] = [];
beforeAll(async () => {
  t = await billingApp();
  base = `${t.app.config.publicUrl}${AGENT_NAMESPACE}`;
}, 60_000);
afterEach(() => {
  for (const s of open.splice(0)) s.socket.disconnect();
});
afterAll(async () => t?.close());

type Socket = Awaited<ReturnType<typeof consoleSocket>>;
const online = async (cookie: string) => {
  const s = await consoleSocket(base, cookie);
  open.push(s);
  await until(() => s.inbox.find((m) => m.type === 'presence.snapshot'), 'presence snapshot');
  return s;
};
const billingEvents = (s: Socket) => s.inbox.filter((m): m is Extract<ServerMessage, { type: 'billing.changed' }> => m.type === 'billing.changed');
/** Nothing of billing reached `s` before its own presence echo: the server sends a socket its frames in order. */
async function noneBefore(s: Socket, userId: number) {
  s.send({ type: 'presence.set', presence: 'away' });
  await until(() => s.inbox.find((m) => m.type === 'presence.changed' && m.user_id === userId && m.presence === 'away'), 'own presence echo');
  expect(billingEvents(s)).toEqual([]);
}

/** Company A asks to upgrade: the invoice it will pay (any event of that request is cleared after). */
async function upgradeInvoice(co: Awaited<ReturnType<typeof companyWithCookies>>, sockets: Socket[]) {
  const res = await t.call('POST', '/api/billing/upgrade', co.cookie.admin, { plan_code: 'business', unit: 'month', count: 1 });
  expect(res.statusCode, res.body).toBe(200);
  const invoice = (res.json() as Purchase).invoice;
  await until(() => billingEvents(sockets[0]).find((e) => e.invoice_id === invoice.id), 'billing.changed for the new invoice');
  for (const s of sockets) s.inbox.splice(0);
  return invoice;
}

describe('billing.changed over a real console socket', () => {
  it("a QPay payment reaches the company's plan viewers, not its agents nor another company", async () => {
    const a = await companyWithCookies(t.app, t.db);
    const b = await companyWithCookies(t.app, t.db);
    const [adminA, managerA, agentA, adminB] = [await online(a.cookie.admin), await online(a.cookie.manager), await online(a.cookie.agent), await online(b.cookie.admin)];
    const invoice = await upgradeInvoice(a, [adminA, managerA, agentA, adminB]);

    await t.call('POST', `/api/billing/invoices/${invoice.id}/pay`, a.cookie.admin, {});
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    // The bank pays; QPay calls back; the server checks the payment with QPay and settles it.
    await t.qpay.pay(row.qpayInvoiceId!);
    const seen = await until(() => billingEvents(adminA).find((e) => e.invoice_id === invoice.id), 'billing.changed to A admin');
    expect(seen).toEqual({ type: 'billing.changed', reason: 'invoice', invoice_id: invoice.id });
    await until(() => billingEvents(managerA).find((e) => e.invoice_id === invoice.id), 'billing.changed to A manager (plan.view)');
    // Agents do not hold plan.view; company B is another tenant.
    await noneBefore(agentA, a.ids.agent);
    await noneBefore(adminB, b.ids.admin);
  });

  it("a superadmin's mark-paid reaches the company's admin only", async () => {
    const a = await companyWithCookies(t.app, t.db);
    const b = await companyWithCookies(t.app, t.db);
    const [adminA, guestA, adminB] = [await online(a.cookie.admin), await online(a.cookie.guest), await online(b.cookie.admin)];
    const invoice = await upgradeInvoice(a, [adminA, guestA, adminB]);
    const su = await superadmin(t.app, t.db);
    const res = await t.call('POST', `/api/admin/invoices/${invoice.id}/mark-paid`, su, {});
    expect(res.statusCode, res.body).toBe(200);
    const seen = await until(() => billingEvents(adminA).find((e) => e.invoice_id === invoice.id), 'billing.changed to A admin');
    expect(seen.reason).toBe('invoice');
    await noneBefore(guestA, a.ids.guest);
    await noneBefore(adminB, b.ids.admin);
  });
});
