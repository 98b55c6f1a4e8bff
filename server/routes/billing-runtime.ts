import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { BillingChanged } from '../../contracts';
import { virtualAgents } from '../db/schema';
import { billingNow, setBillingClock } from '../domain/billing/clock';
import { planViewers } from '../domain/billing/plan-viewers';
import { qpayGateway, type PaymentGateway } from '../domain/billing/qpay';
import type { PaymentDeps } from '../domain/billing/payment';
import { mailReminder } from '../domain/billing/reminder-mail';
import { runBillingTick, type BillingOutcome } from '../domain/billing/scheduler';
import { createMailer } from '../domain/mail/mailer';
import { handOverAgentConversations } from '../domain/virtual-agents/change-agent';

export interface Billing {
  /** The clock billing runs on (domain/billing/clock.ts); tests replace it by assigning this. */
  now: () => Date;
  gateway: PaymentGateway;
  /** Set when the local QPay fake runs in-process (no QPAY_BASE_URL): its demo "pay" link. */
  demoPayUrl?: (qpayInvoiceId: string) => string;
  paymentDeps(origin: string): PaymentDeps;
  /** `billing.changed` to the company's plan viewers. */
  notify(companyId: number, reason: BillingChanged['reason'], invoiceId?: number | null): Promise<void>;
  /** One scheduled pass at `now()`, with its effects (events, hand-overs, e-mails). */
  tick(): Promise<BillingOutcome[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    billing: Billing;
  }
}

/**
 * Billing's runtime: the clock, the QPay gateway (or the local fake when QPAY_BASE_URL is unset,
 * outside production), the scheduler's timer, and what follows a change (socket event, virtual
 * agents' conversations to people, reminder e-mails). Registered before the billing routes.
 */
export default fp(async (app) => {
  const config = app.config;
  let gateway: PaymentGateway;
  let demoPayUrl: Billing['demoPayUrl'];
  let stopFake: (() => Promise<void>) | undefined;
  if (config.qpay.baseUrl) {
    gateway = qpayGateway(config.qpay);
  } else if (process.env.NODE_ENV === 'production') {
    gateway = {
      createInvoice: () => Promise.reject(new Error('QPAY_BASE_URL is not set')),
      checkPayment: () => Promise.reject(new Error('QPAY_BASE_URL is not set')),
    };
  } else {
    // The fake speaks QPay's JSON on a local port: the demo and the tests pay through the same path.
    const { startQpayFake } = await import('../domain/billing/qpay-fake');
    const fake = await startQpayFake();
    gateway = qpayGateway({ baseUrl: fake.base, clientId: fake.clientId, clientSecret: fake.clientSecret, invoiceCode: 'DEMO_INVOICE' });
    demoPayUrl = fake.demoPayUrl;
    stopFake = fake.close;
    app.log.info({ qpay: fake.base }, 'QPay: local fake (QPAY_BASE_URL unset)');
  }
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }, app.log);

  setBillingClock(() => new Date());
  const billing: Billing = {
    get now() {
      return billingNow;
    },
    set now(next: () => Date) {
      setBillingClock(next);
    },
    gateway,
    demoPayUrl,
    paymentDeps(origin) {
      return { gateway: billing.gateway, callbackBase: config.publicUrl || origin, demoPayUrl: billing.demoPayUrl, now: () => billing.now() };
    },
    async notify(companyId, reason, invoiceId = null) {
      for (const id of await planViewers(app.db, companyId)) app.realtime.toUser(id, { type: 'billing.changed', reason, invoice_id: invoiceId });
    },
    async tick() {
      const outcomes = await runBillingTick(app.db, billing.now());
      for (const o of outcomes) {
        if (o.agentsOff) {
          const agents = await app.db.select({ id: virtualAgents.userId }).from(virtualAgents).where(eq(virtualAgents.companyId, o.companyId));
          let moved = 0;
          for (const a of agents) {
            for (const row of await handOverAgentConversations(app.db, o.companyId, a.id)) {
              await app.realtime.interactionChanged(row, { visitor: true });
              moved++;
            }
          }
          if (moved) void app.realtime.routeQueue(o.companyId);
        }
        if (o.changed) await billing.notify(o.companyId, o.invoiceId ? 'invoice' : 'subscription', o.invoiceId);
        if (o.remind) {
          await billing.notify(o.companyId, 'reminder', o.invoiceId);
          await mailReminder(
            app.db,
            mailer,
            o.companyId,
            o.remind,
            o.endsAt,
            o.planNames,
            config.publicUrl || `http://localhost:${config.port}`,
            config.companyTimeZone,
          ).catch((err: unknown) => app.log.warn({ err, companyId: o.companyId }, 'billing reminder e-mail failed'));
        }
      }
      return outcomes;
    },
  };
  app.decorate('billing', billing);

  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    if (!config.billingTickMs) return;
    timer = setInterval(() => {
      if (running) return;
      running = true;
      billing
        .tick()
        .catch((err: unknown) => app.log.error({ err }, 'billing tick failed'))
        .finally(() => (running = false));
    }, config.billingTickMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    mailer.close();
    await stopFake?.();
  });
});
