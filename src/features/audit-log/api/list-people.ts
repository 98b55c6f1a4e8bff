import { USER_PAGE_SIZE_MAX } from '../../../../contracts/constants';
import { useColleagueItems, type UsersParams } from '../../../lib/api/users';

/** The company's people (GET /api/users, humans, as colleagues), for the audit log's "who" filter. */
const PEOPLE: UsersParams = { page: 1, size: USER_PAGE_SIZE_MAX, user_type: 'human' };

export function usePeople(enabled = true) {
  return useColleagueItems(PEOPLE, { enabled, staleTime: 60_000 });
}
