import { z } from 'zod';

/**
 * The audit log of a company: who changed people, roles, invitations, ownership or the company
 * itself, what exactly, when and from where. Rows are written with the change they record and
 * never edited or deleted (the database refuses both).
 */
export const AUDIT_ACTIONS = [
  'role.permissions_changed',
  'user.role_changed',
  'user.activated',
  'user.deactivated',
  'user.deleted',
  'user.email_changed',
  'invite.created',
  'invite.resent',
  'invite.revoked',
  'invite.accepted',
  'company.owner_transferred',
  'company.deleted',
  'invoice.marked_paid',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

/** The user agent is kept to this many characters: enough to tell a browser, not a place to store a blob. */
export const AUDIT_USER_AGENT_MAX = 200;
export const AUDIT_PAGE_SIZE_DEFAULT = 20;
export const AUDIT_PAGE_SIZE_MAX = 100;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  action: AuditActionSchema,
  /** The change: ids and names of what was touched, and `before`/`after` where something changed value. */
  details: z.record(z.string(), z.unknown()),
  /** Who, as they were named at the time (the account may since be renamed or deleted). */
  user: z.object({ id: z.number().int(), name: z.string() }),
  ip: z.string(),
  user_agent: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET /api/audit-log: newest first, paged, by action, by who and by an inclusive ISO time range. */
export const AuditListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(AUDIT_PAGE_SIZE_DEFAULT),
    action: AuditActionSchema.optional(),
    user_id: z.coerce.number().int().min(1).optional(),
    from: z.string().datetime({ offset: true }).optional(),
    to: z.string().datetime({ offset: true }).optional(),
  })
  .strict();
export type AuditListQuery = z.input<typeof AuditListQuerySchema>;

export const AuditListSchema = z.object({ items: z.array(AuditEntrySchema), total: z.number().int() });
export type AuditList = z.infer<typeof AuditListSchema>;
