import { z } from 'zod';
import { NAME_MAX } from './constants';
import { EMAIL_MAX, EmailRule, PersonNameRule } from './field-rules';
import { ROLES } from './permissions';

/** An invitation link works this long after it was sent (or sent again). */
export const INVITE_TTL_HOURS = 72;

/**
 * Human users a company may have on its plan (spec §3 Plan: max user count). Plans and invoices are
 * a later issue; until then every company is on the trial plan, and pending invitations count
 * against the limit so it cannot be overshot by inviting many people at once.
 */
export const PLAN_USER_LIMITS = { trial: 10, business: 50, enterprise: null } as const;
export const TRIAL_USER_LIMIT = PLAN_USER_LIMITS.trial;

/**
 * POST /api/invites (spec §5: email, role, first and last name are required). Shapes with room to
 * spare: `InviteRulesSchema` names what is wrong. An address with a pending invitation is refused
 * with err_invite_pending unless `replace` says the admin confirmed replacing it.
 */
export const InviteBodySchema = z
  .object({
    email: z.string().max(EMAIL_MAX * 4),
    role: z.union([z.enum(ROLES), z.literal('')]),
    first_name: z.string().max(NAME_MAX * 100),
    last_name: z.string().max(NAME_MAX * 100),
    replace: z.boolean().optional(),
  })
  .strict();
export type InviteBody = z.infer<typeof InviteBodySchema>;

/** The rules of an invitation, run by the console's form and the server alike. */
export const InviteRulesSchema = z.object({
  email: EmailRule,
  role: z.string().refine((role) => (ROLES as readonly string[]).includes(role), { error: 'err_role_empty' }),
  last_name: PersonNameRule,
  first_name: PersonNameRule,
});
export type InviteForm = z.input<typeof InviteRulesSchema>;

/** A pending invitation as the users screen lists it. */
export const InviteSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ROLES),
  first_name: z.string(),
  last_name: z.string(),
  invited_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
export type Invite = z.infer<typeof InviteSchema>;
export const InviteListSchema = z.object({ items: z.array(InviteSchema) });
export const InviteParamsSchema = z.object({ id: z.coerce.number().int().min(1) }).strict();

/** The public accept page: the link's token, and the password the new user chooses. */
export const InviteQuerySchema = z.object({ t: z.string().max(200).optional(), lang: z.string().optional() });
export const AcceptInviteBodySchema = z.object({ t: z.string().max(200), password: z.string().max(200) }).strict();
