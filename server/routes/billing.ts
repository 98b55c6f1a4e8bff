import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdditionalAgentListSchema,
  AdditionalAgentParamsSchema,
  AdditionalAgentSchema,
  AutoExtendBodySchema,
  ExtendBodySchema,
  PlanListSchema,
  PurchaseSchema,
  SubscriptionSchema,
  UpgradeBodySchema,
  type PurchaseUnit,
} from '../../contracts';
import { addAdditionalAgent, listAdditionalAgents, terminateAdditionalAgent } from '../domain/billing/additional-agents';
import { setAutoExtend } from '../domain/billing/auto-extend';
import { listPlans } from '../domain/billing/plans';
import { purchase } from '../domain/billing/purchase';
import { subscriptionView } from '../domain/billing/view';

/** The company's plan (spec §2 my plan, §6 Plan: view, extend): subscription, purchases, additional agents. */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['billing'];
  const companyOf = (req: FastifyRequest) => req.auth!.user.companyId!;
  const view = { permission: 'plan.view' as const };
  const extend = { permission: 'plan.extend' as const };
  const purchaseErrors = [
    'err_plan_extend_month_year',
    'err_plan_amount_zero',
    'err_invoice_duplicated',
    'err_invoice_not_paid',
    'err_company_active_purchase',
    'err_plan_not_found',
    'err_forbidden_action',
  ] as const;

  app.get(
    '/api/billing/plans',
    { config: view, schema: { tags, operationId: 'listBillingPlans', summary: 'Plans offered for purchase', response: { 200: PlanListSchema } } },
    async () => ({ items: await listPlans(app.db) }),
  );
  app.get(
    '/api/billing/subscription',
    {
      config: view,
      schema: { tags, operationId: 'getSubscription', summary: 'Current plan, state, days left, limits and usage, reminder', response: { 200: SubscriptionSchema } },
    },
    async (req) => subscriptionView(app.db, companyOf(req), app.billing.now()),
  );
  app.put(
    '/api/billing/subscription/auto-extend',
    {
      config: extend,
      schema: { tags, operationId: 'setAutoExtend', summary: 'Auto-extend on or off', body: AutoExtendBodySchema, response: { 200: SubscriptionSchema } },
    },
    async (req) => {
      const companyId = companyOf(req);
      await setAutoExtend(app.db, companyId, req.body.auto_extend);
      await app.billing.notify(companyId, 'subscription');
      return subscriptionView(app.db, companyId, app.billing.now());
    },
  );
  app.post(
    '/api/billing/extend',
    {
      config: extend,
      schema: {
        tags,
        operationId: 'extendPlan',
        summary: 'Extend the current plan by months or years (spec §5): an invoice to pay',
        errors: purchaseErrors,
        body: ExtendBodySchema,
        response: { 200: PurchaseSchema },
      },
    },
    async (req) => {
      const companyId = companyOf(req);
      const made = await purchase(app.db, companyId, { kind: 'extend' }, req.body.unit as PurchaseUnit, req.body.count, app.billing.now());
      await app.billing.notify(companyId, 'invoice', made.invoice.id);
      return made;
    },
  );
  app.post(
    '/api/billing/upgrade',
    {
      config: extend,
      schema: {
        tags,
        operationId: 'upgradePlan',
        summary: 'Buy another plan (upgrade, or the first purchase after a trial): an invoice to pay',
        errors: purchaseErrors,
        body: UpgradeBodySchema,
        response: { 200: PurchaseSchema },
      },
    },
    async (req) => {
      const companyId = companyOf(req);
      const made = await purchase(app.db, companyId, { kind: 'upgrade', planCode: req.body.plan_code }, req.body.unit as PurchaseUnit, req.body.count, app.billing.now());
      await app.billing.notify(companyId, 'invoice', made.invoice.id);
      return made;
    },
  );
  app.get(
    '/api/billing/additional-agents',
    {
      config: view,
      schema: { tags, operationId: 'listAdditionalAgents', summary: 'Additional agents not yet fully invoiced', response: { 200: AdditionalAgentListSchema } },
    },
    async (req) => ({ items: await listAdditionalAgents(app.db, companyOf(req)) }),
  );
  app.post(
    '/api/billing/additional-agents',
    {
      config: extend,
      schema: {
        tags,
        operationId: 'addAdditionalAgent',
        summary: 'Buy one additional AI agent ($5 a day, billed by days used)',
        response: { 200: AdditionalAgentSchema },
      },
    },
    async (req) => {
      const companyId = companyOf(req);
      const made = await addAdditionalAgent(app.db, companyId, app.billing.now());
      await app.billing.notify(companyId, 'additional_agent');
      return made;
    },
  );
  app.delete(
    '/api/billing/additional-agents/:id',
    {
      config: extend,
      schema: {
        tags,
        operationId: 'terminateAdditionalAgent',
        summary: 'Terminate an additional agent: its days so far stay on the next invoice',
        errors: ['err_additional_agent_not_found', 'err_forbidden_action'],
        params: AdditionalAgentParamsSchema,
        response: { 200: AdditionalAgentSchema },
      },
    },
    async (req) => {
      const companyId = companyOf(req);
      const ended = await terminateAdditionalAgent(app.db, companyId, req.params.id, app.billing.now());
      await app.billing.notify(companyId, 'additional_agent');
      return ended;
    },
  );
};

export default billingRoutes;
