import type { User } from '../../../../contracts/user.schema';
import { useUserItems, userDisplayName, type UsersParams } from '../../../lib/api/users';

/** GET /api/users (spec §7, page 1 of 100): owners' names, authors of staff messages, escalation targets. */
const STAFF: UsersParams = { page: 1, size: 100 };
const EMPTY: User[] = [];

export function useStaff(): User[] {
  return useUserItems(STAFF, { staleTime: 60_000 }).data ?? EMPTY;
}

/** "Last First" as the users table shows it. */
export const staffName = userDisplayName;
