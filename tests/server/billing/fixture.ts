import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { startQpayFake, type QpayFake } from '../../../server/domain/billing/qpay-fake';
import { build, makeCompany, nextIp, PASSWORD, signIn, uniq, type TestCompany } from '../helper';
import { createUser } from '../../../server/domain/companies/create-company';
import { subscriptions } from '../../../server/db/schema';
import type { Db } from '../../../server/db/client';

/** The real app on a real database with the QPay fake on a local port, and a clock the test moves. */
export async function billingApp(overrides: Parameters<typeof build>[0] = {}) {
  const qpay: QpayFake = await startQpayFake();
  const t = await build({ qpay: { baseUrl: qpay.base, clientId: qpay.clientId, clientSecret: qpay.clientSecret, invoiceCode: 'TEST_INVOICE' }, ...overrides });
  let now = new Date();
  t.app.billing.now = () => now;
  // QPay calls back over HTTP: the app listens, and tells QPay its own address.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address() as { port: number };
  t.app.config.publicUrl = `http://127.0.0.1:${addr.port}`;
  const call = async (method: InjectOptions['method'], url: string, cookie: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    ...t,
    qpay,
    call,
    setNow: (d: string | Date) => (now = new Date(d)),
    now: () => now,
    async close() {
      await t.close();
      await qpay.close();
    },
  };
}

export async function companyWithCookies(
  app: Parameters<typeof signIn>[0],
  db: Db,
): Promise<TestCompany & { cookie: Record<'admin' | 'manager' | 'agent' | 'guest', string> }> {
  const co = await makeCompany(db);
  const cookie = {} as Record<'admin' | 'manager' | 'agent' | 'guest', string>;
  for (const r of ['admin', 'manager', 'agent', 'guest'] as const) cookie[r] = await signIn(app, co.emails[r], PASSWORD, nextIp());
  return { ...co, cookie };
}

export async function superadmin(app: Parameters<typeof signIn>[0], db: Db) {
  const email = `super.${uniq()}@test.mn`;
  await createUser(db, null, { email, password: PASSWORD, role: 'admin', firstName: 'Супер', lastName: 'Админ', isSuperadmin: true });
  return signIn(app, email, PASSWORD, nextIp());
}

/** Moves a company's trial so it started at `start` (tests set up time instead of waiting). */
export async function trialFrom(db: Db, companyId: number, start: Date, days = 14) {
  await db
    .update(subscriptions)
    .set({ startsAt: start, endsAt: new Date(start.getTime() + days * 86_400_000) })
    .where(eq(subscriptions.companyId, companyId));
}
