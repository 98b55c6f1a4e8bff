import { z } from 'zod';
import { LOCALES } from './constants';
import { PERMISSIONS, ROLES } from './permissions';
import { UserStatusSchema, UserTypeSchema } from './user.schema';

/**
 * Current user (spec §3 and §7). `ID` 0 means nobody is signed in; the extra fields after the
 * spec's six let the console render the menu and header without another call.
 */
export const MeSchema = z.object({
  ID: z.number().int(),
  company_id: z.number().int(),
  is_approved_by_superadmin: z.boolean(),
  role: z.enum(ROLES).nullable(),
  user_type: UserTypeSchema,
  user_status: UserStatusSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  lang: z.enum(LOCALES),
  is_superadmin: z.boolean(),
  is_owner: z.boolean(),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type Me = z.infer<typeof MeSchema>;
