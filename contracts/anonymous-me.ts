import type { Me } from './me.schema';

/**
 * Nobody signed in (`ID` 0). In its own module with a type-only import, so the console can use it
 * without loading zod on its first page.
 */
export const ANONYMOUS_ME: Me = {
  ID: 0,
  company_id: 0,
  is_approved_by_superadmin: false,
  role: null,
  user_type: 'human',
  user_status: 'inactive',
  email: '',
  first_name: '',
  last_name: '',
  lang: 'mn',
  is_superadmin: false,
  is_owner: false,
  permissions: [],
};
