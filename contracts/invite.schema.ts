import { z } from 'zod';
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

/** POST /api/invites (spec §5: email, role, first and last name are required). */
export const InviteBodySchema = z
  .object({
    email: z.string().max(200),
    role: z.union([z.enum(ROLES), z.literal('')]),
    first_name: z.string().max(200),
    last_name: z.string().max(200),
  })
  .strict();
export type InviteBody = z.infer<typeof InviteBodySchema>;

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
