import { z } from 'zod';
import { ROLES } from './permissions';
import { USER_PAGE_DEFAULT, USER_PAGE_SIZE_DEFAULT, USER_PAGE_SIZE_MAX } from './constants';

export const USER_TYPES = ['human', 'virtual_social_agent', 'virtual_call_operator'] as const;
export const UserTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserTypeSchema>;

export const USER_STATUSES = ['active', 'inactive'] as const;
export const UserStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatusSchema>;

export const PRESENCES = ['online', 'away', 'offline'] as const;
export const PresenceSchema = z.enum(PRESENCES);
export type Presence = z.infer<typeof PresenceSchema>;

/** A user as lists show it (spec §3 User; table columns user_name, email, role, status). */
export const UserSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  user_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  picture: z.string().nullable(),
  role: z.enum(ROLES),
  user_type: UserTypeSchema,
  status: UserStatusSchema,
  presence: PresenceSchema,
  is_owner: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

/**
 * A colleague as every member of the company sees them: who they are, their picture, whether they
 * can take work (type, status) and their presence. E-mail, phone, role and ownership are for who
 * may view the user settings (settings.view): GET /api/users leaves them out for everyone else.
 */
export const ColleagueSchema = UserSchema.pick({
  id: true,
  company_id: true,
  user_name: true,
  first_name: true,
  last_name: true,
  picture: true,
  user_type: true,
  status: true,
  presence: true,
});
export type Colleague = z.infer<typeof ColleagueSchema>;
/** The permission that shows colleagues' e-mail, phone, role and ownership (and lets the list filter by role). */
export const USER_DETAILS_PERMISSION = 'settings.view' as const;

/** GET /api/users query (spec §7): page/size, user_type/user_status, role, all optional. */
export const UserListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(USER_PAGE_DEFAULT),
    size: z.coerce.number().int().min(1).max(USER_PAGE_SIZE_MAX).default(USER_PAGE_SIZE_DEFAULT),
    user_type: UserTypeSchema.optional(),
    user_status: UserStatusSchema.optional(),
    role: z.enum(ROLES).optional(),
  })
  .strict();
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

export const UserListSchema = z.object({
  items: z.array(UserSchema),
  total: z.number().int(),
});
export type UserList = z.infer<typeof UserListSchema>;
/** The list as a member without settings.view gets it; any list parses as this. */
export const ColleagueListSchema = z.object({ items: z.array(ColleagueSchema), total: z.number().int() });
export type ColleagueList = z.infer<typeof ColleagueListSchema>;
/** What GET /api/users answers: items in full, or as colleagues (USER_DETAILS_PERMISSION), and the total. */
export const UsersAnswerSchema = z.object({ items: z.array(z.union([UserSchema, ColleagueSchema])), total: z.number().int() });

export const UserIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) }).strict();
export const ChangeRoleBodySchema = z.object({ role: z.enum(ROLES) }).strict();
export const ChangeStatusBodySchema = z.object({ status: UserStatusSchema }).strict();
