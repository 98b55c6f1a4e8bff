import type { Colleague } from '../../../../contracts/user.schema';
import { useColleagueItems, userDisplayName, type UsersParams } from '../../../lib/api/users';

/** GET /api/users (spec §7, page 1 of 100): owners' names, authors of staff messages, escalation targets (what every member may see of a colleague). */
const STAFF: UsersParams = { page: 1, size: 100 };
const EMPTY: Colleague[] = [];

export function useStaff(): Colleague[] {
  return useColleagueItems(STAFF, { staleTime: 60_000 }).data ?? EMPTY;
}

/** "Last First" as the users table shows it. */
export const staffName = userDisplayName;
