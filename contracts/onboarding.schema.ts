import { z } from 'zod';
import { CompanyNameRule } from './company.schema';
import { AGENT_AVATARS, EMPLOYEE_COUNTS, NAME_MAX, ONBOARDING_INPUT_MIN_EXCLUSIVE, SECTORS } from './constants';
import type { ErrorCode } from './errors';
import { issueRefusal, ruleMessage } from './field-rules';
import { PHONE_MAX, PhoneRule } from './phone-rule';
import { DOMAIN_PATTERN, normaliseDomain } from './webchat.schema';

export { EMPLOYEE_COUNTS, type EmployeeCount } from './constants';

/** Built-in avatars of the first AI agent (step 4); the SVG is drawn by `agentAvatarSvg`. */
export { AGENT_AVATARS };
export type AgentAvatar = (typeof AGENT_AVATARS)[number];

export const ONBOARDING_CHANNELS = ['webchat', 'skip'] as const;

/** Wizard steps of spec §2: 1 company name, 2 industry, 3 employee count, 4–5 first AI agent, 6 channel. */
export const ONBOARDING_STEP_COUNT = 6;
/** `firstIncompleteStep` answers this when every step is complete. */
export const ONBOARDING_DONE_STEP = ONBOARDING_STEP_COUNT + 1;

/** Where a user stands (spec §4 Onboarding, plus the rejected branch of the superadmin's decision). */
export const ONBOARDING_STATES = ['no_company', 'pending_approval', 'rejected', 'trial_progress', 'company_created'] as const;
export type OnboardingState = (typeof ONBOARDING_STATES)[number];

/** The wizard's answers so far; every field may still be empty while the user fills the steps. */
export const OnboardingDraftSchema = z
  .object({
    company_name: z
      .string()
      .max(NAME_MAX, ruleMessage('err_name_too_long', { max: NAME_MAX }))
      .default(''),
    /** The company's phone, which company settings requires too. */
    company_phone: z.string().max(PHONE_MAX).default(''),
    sector: z.enum(SECTORS).nullable().default(null),
    employee_count: z.enum(EMPLOYEE_COUNTS).nullable().default(null),
    agent_avatar: z.enum(AGENT_AVATARS).nullable().default(null),
    agent_name: z.string().max(NAME_MAX).default(''),
    website: z.string().max(2000).default(''),
    channel: z.enum(ONBOARDING_CHANNELS).nullable().default(null),
    webchat_domain: z.string().max(253).default(''),
  })
  .strict();
export type OnboardingDraft = z.output<typeof OnboardingDraftSchema>;
export type OnboardingField = keyof OnboardingDraft;

export const EMPTY_DRAFT: OnboardingDraft = OnboardingDraftSchema.parse({});

/** Which fields each step asks for. */
export const STEP_FIELDS: Record<number, OnboardingField[]> = {
  1: ['company_name', 'company_phone'],
  2: ['sector'],
  3: ['employee_count'],
  4: ['agent_avatar'],
  5: ['agent_name', 'website'],
  6: ['channel', 'webchat_domain'],
};

/** Spec §5: onboarding text inputs must exceed 3 characters. */
export const longEnough = (value: string) => value.trim().length > ONBOARDING_INPUT_MIN_EXCLUSIVE;

/** 'shop.mn/about' → 'https://shop.mn/about'; null when it is not an http(s) address with a host name. */
export function normaliseWebsite(raw: string): string | null {
  const s = raw.trim();
  if (!s) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(s) ? s : `https://${s}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!DOMAIN_PATTERN.test(url.hostname) || url.hostname === 'localhost') return null;
    return url.toString();
  } catch {
    return null;
  }
}

/**
 * Why a field is not acceptable; each maps to a message the form shows and a catalogue code. The
 * company's name and phone break the rules of company settings (CompanyNameRule, PhoneRule) with
 * that form's codes, so a company leaves onboarding with what settings will accept.
 */
export type FieldProblem = 'required' | 'too_short' | 'invalid' | 'too_long' | 'company_name_invalid' | 'phone_invalid';

export const FIELD_PROBLEM_CODE = {
  required: 'err_onboarding_step_incomplete',
  too_short: 'err_onboarding_input_too_short',
  invalid: 'err_onboarding_value_invalid',
  too_long: 'err_name_too_long',
  company_name_invalid: 'err_company_name_invalid',
  phone_invalid: 'err_phone_invalid',
} as const satisfies Record<FieldProblem, ErrorCode>;

function textProblem(value: string, required: boolean): FieldProblem | undefined {
  if (!value.trim()) return required ? 'required' : undefined;
  return longEnough(value) ? undefined : 'too_short';
}

const RULE_PROBLEM: Partial<Record<ErrorCode, FieldProblem>> = {
  err_value_required: 'required',
  err_name_too_long: 'too_long',
  err_company_name_invalid: 'company_name_invalid',
  err_phone_invalid: 'phone_invalid',
};
function ruleProblem(rule: z.ZodType, value: string): FieldProblem | undefined {
  const parsed = rule.safeParse(value);
  if (parsed.success) return undefined;
  return RULE_PROBLEM[issueRefusal(parsed.error.issues[0]).code] ?? 'invalid';
}

/** The problems of one step's fields (empty object: the step is complete). */
export function stepProblems(step: number, d: OnboardingDraft): Partial<Record<OnboardingField, FieldProblem>> {
  const out: Partial<Record<OnboardingField, FieldProblem>> = {};
  const put = (field: OnboardingField, problem: FieldProblem | undefined) => {
    if (problem) out[field] = problem;
  };
  switch (step) {
    case 1:
      put('company_name', textProblem(d.company_name, true) ?? ruleProblem(CompanyNameRule, d.company_name));
      put('company_phone', ruleProblem(PhoneRule, d.company_phone));
      break;
    case 2:
      put('sector', d.sector ? undefined : 'required');
      break;
    case 3:
      put('employee_count', d.employee_count ? undefined : 'required');
      break;
    case 4:
      put('agent_avatar', d.agent_avatar ? undefined : 'required');
      break;
    case 5:
      put('agent_name', textProblem(d.agent_name, true));
      put('website', textProblem(d.website, false) ?? (d.website.trim() && !normaliseWebsite(d.website) ? 'invalid' : undefined));
      break;
    case 6:
      put('channel', d.channel ? undefined : 'required');
      if (d.channel === 'webchat') {
        put('webchat_domain', textProblem(d.webchat_domain, true) ?? (DOMAIN_PATTERN.test(normaliseDomain(d.webchat_domain)) ? undefined : 'invalid'));
      }
      break;
  }
  return out;
}

/**
 * The draft as stored and shown: a valid web-chat domain in the form settings store it
 * ('https://Shop.MN/about' → 'shop.mn'), so the checklist and the created web chat agree.
 */
export function canonicalDraft(d: OnboardingDraft): OnboardingDraft {
  const domain = normaliseDomain(d.webchat_domain);
  return DOMAIN_PATTERN.test(domain) ? { ...d, webchat_domain: domain } : d;
}

/** The first step with a problem, or ONBOARDING_DONE_STEP when the draft can be submitted. */
export function firstIncompleteStep(d: OnboardingDraft): number {
  for (let step = 1; step <= ONBOARDING_STEP_COUNT; step++) if (Object.keys(stepProblems(step, d)).length) return step;
  return ONBOARDING_DONE_STEP;
}

/** PUT /api/onboarding/progress: the step shown and the answers so far. */
export const OnboardingProgressBodySchema = z
  .object({
    step: z.number().int().min(1).max(ONBOARDING_STEP_COUNT),
    draft: OnboardingDraftSchema,
  })
  .strict();
export type OnboardingProgressBody = z.input<typeof OnboardingProgressBodySchema>;

export const OnboardingCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sector: z.string(),
  employee_count: z.string(),
  requested_at: z.string(),
});

/** GET /api/onboarding/progress: the state, the saved wizard and the company request, if any. */
export const OnboardingStatusSchema = z.object({
  state: z.enum(ONBOARDING_STATES),
  step: z.number().int(),
  draft: OnboardingDraftSchema,
  company: OnboardingCompanySchema.nullable(),
  rejection_reason: z.string().nullable(),
});
export type OnboardingStatus = z.infer<typeof OnboardingStatusSchema>;

export const OnboardingFinishResultSchema = z.object({ ok: z.literal(true), company_id: z.number().int() });

/** GET /api/admin/companies: companies waiting for the superadmin. */
export const PendingCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sector: z.string(),
  employee_count: z.string(),
  requested_at: z.string(),
  requested_by: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});
export type PendingCompany = z.infer<typeof PendingCompanySchema>;
export const PendingCompanyListSchema = z.object({ items: z.array(PendingCompanySchema) });
export type PendingCompanyList = z.infer<typeof PendingCompanyListSchema>;

export const REJECTION_REASON_MAX = 500;
export const AdminCompanyParamsSchema = z.object({ id: z.coerce.number().int().min(1) }).strict();
export const RejectCompanyBodySchema = z.object({ reason: z.string().max(REJECTION_REASON_MAX) }).strict();
export type RejectCompanyBody = z.infer<typeof RejectCompanyBodySchema>;

const AVATAR_LOOK: Record<AgentAvatar, { bg: string; fg: string; shape: string }> = {
  robot: {
    bg: '#0f6cbd',
    fg: '#ffffff',
    shape:
      '<rect x="20" y="24" width="24" height="20" rx="4"/><circle cx="27" cy="33" r="3" fill="#0f6cbd"/><circle cx="37" cy="33" r="3" fill="#0f6cbd"/><rect x="31" y="16" width="2" height="8"/>',
  },
  headset: {
    bg: '#107c10',
    fg: '#ffffff',
    shape:
      '<path d="M18 36a14 14 0 0 1 28 0" fill="none" stroke="#fff" stroke-width="4"/><rect x="15" y="34" width="7" height="11" rx="3"/><rect x="42" y="34" width="7" height="11" rx="3"/>',
  },
  spark: { bg: '#8764b8', fg: '#ffffff', shape: '<path d="M32 14l5 13 13 5-13 5-5 13-5-13-13-5 13-5z"/>' },
  leaf: { bg: '#ca5010', fg: '#ffffff', shape: '<path d="M18 46c0-18 12-28 28-28 0 16-10 28-28 28z"/>' },
};

/** The SVG of a built-in avatar, as a data: URL (the agent's picture; the CSP admits data: images). */
export function agentAvatarSvg(avatar: AgentAvatar): string {
  const look = AVATAR_LOOK[avatar];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${look.bg}"/><g fill="${look.fg}">${look.shape}</g></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
