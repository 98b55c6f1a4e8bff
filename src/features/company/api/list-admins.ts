import { useUserItems, type UsersParams } from '../../../lib/api/users';

/** Active human admins of the company: who can become the owner (GET /api/users of spec §7, by role). */
const ADMINS: UsersParams = { role: 'admin', user_type: 'human', user_status: 'active', size: 500 };

export function useAdmins(enabled: boolean) {
  return useUserItems(ADMINS, { enabled });
}
