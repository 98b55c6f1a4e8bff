import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OnboardingDraftSchema, OnboardingFinishResultSchema, OnboardingProgressBodySchema, OnboardingStatusSchema } from '../../contracts';
import { finishOnboarding } from '../domain/onboarding/finish';
import { onboardingStatus, saveProgress } from '../domain/onboarding/progress';
import { submitOnboarding } from '../domain/onboarding/submit';

/**
 * The signed-in user's own onboarding (spec §2, §4): the wizard's saved progress, the request for
 * a company, and the finish of the trial progress. Each step is checked against the onboarding
 * machine from the state in the database, so an out-of-order call gets err_onboarding_state.
 */
const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['onboarding'];
  // The wizard's field rules (contracts/onboarding.schema.ts) and the onboarding machine's refusal.
  const draftRefusals = ['err_onboarding_state', 'err_onboarding_step_incomplete', 'err_onboarding_input_too_short', 'err_onboarding_value_invalid'] as const;

  app.get(
    '/api/onboarding/progress',
    { schema: { tags, summary: 'Onboarding state, saved wizard step and answers, and the company request', response: { 200: OnboardingStatusSchema } } },
    async (req) => onboardingStatus(app.db, req.auth!.user),
  );

  app.put(
    '/api/onboarding/progress',
    {
      schema: {
        tags,
        summary: 'Save the wizard (step and answers); steps before `step` must be complete',
        errors: draftRefusals,
        body: OnboardingProgressBodySchema,
        response: { 200: OnboardingStatusSchema },
      },
    },
    async (req) => saveProgress(app.db, req.auth!.user, req.body),
  );

  app.post(
    '/api/onboarding/submit',
    {
      schema: {
        tags,
        summary: 'Ask for the company (waits for superadmin approval)',
        errors: [...draftRefusals, 'err_company_exists', 'err_webchat_domain_duplicate'],
        body: OnboardingDraftSchema,
        response: { 200: OnboardingStatusSchema },
      },
    },
    async (req) => submitOnboarding(app.db, req.auth!.user, req.body),
  );

  app.post(
    '/api/onboarding/finish',
    {
      schema: {
        tags,
        summary: 'Finish the trial progress: create the company, its owner, AI agent and web chat',
        errors: [...draftRefusals, 'err_webchat_domain_duplicate'],
        response: { 200: OnboardingFinishResultSchema },
      },
    },
    async (req) => finishOnboarding(app.db, req.auth!.user),
  );
};

export default onboardingRoutes;
