import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { USER_PAGE_SIZE_MAX } from '../../../contracts/constants';
import { ColleagueListSchema, UserListSchema, type Colleague, type ColleagueList, type User, type UserList, type UserListQuery } from '../../../contracts/user.schema';
import { http, type HttpClient } from '../http';

/** Filters and page of GET /api/users (spec §7); the server's defaults are page 1, size 100. */
export type UsersParams = Partial<UserListQuery>;

/** GET /api/users: the one fetcher of the company's people, whichever screen asks. */
export async function listUsers(params: UsersParams = {}, client: HttpClient = http, signal?: AbortSignal): Promise<UserList> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const search = query.size ? `?${query}` : '';
  return UserListSchema.parse(await client.get(`/api/users${search}`, { signal }));
}

/**
 * Every query that holds users (any page or filter of GET /api/users, and answers of other
 * endpoints derived from users, such as issue assignees) sits under `userKeys.all`, so one
 * invalidation after a role, status, name or owner change refreshes every screen at once.
 */
export const userKeys = {
  all: ['users'] as const,
  list: (params: UsersParams) => ['users', params] as const,
  /** The same list as every member may read it: colleagues without e-mail, phone or role. */
  colleagues: (params: UsersParams) => ['users', 'colleagues', params] as const,
  /** Another endpoint whose answer is made of users (its name distinguishes it from a list). */
  derived: (name: string) => ['users', name] as const,
};

/** The first page at the largest size: the directory screens read names and people from. */
export const DIRECTORY_PARAMS: UsersParams = { page: 1, size: USER_PAGE_SIZE_MAX };

export const usersQueryOptions = (params: UsersParams = {}) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => listUsers(params, http, signal),
  });

/** After any change to users: every list, page, name map and derived answer refetches. */
export function invalidateUsers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: userKeys.all });
}

/** One page of users for a paged table; the previous page stays on screen while the next loads. */
export function useUsers(params: UsersParams) {
  return useQuery({ ...usersQueryOptions(params), placeholderData: keepPreviousData });
}

const itemsOf = (list: UserList) => list.items;

/** The users matching `params` as an array (a pick list: admins, people of a filter); `staleTime` defaults to the client's. */
export function useUserItems(params: UsersParams, { enabled = true, staleTime }: { enabled?: boolean; staleTime?: number } = {}) {
  return useQuery({ ...usersQueryOptions(params), select: itemsOf, enabled, ...(staleTime === undefined ? {} : { staleTime }) });
}

/**
 * GET /api/users read as colleagues: what every member may see (names, picture, type, status,
 * presence). Callers without settings.view get only this from the server; screens that any member
 * opens (names, escalation targets, the audit log's people) read this, the users table the full list.
 */
export async function listColleagues(params: UsersParams = {}, client: HttpClient = http, signal?: AbortSignal): Promise<ColleagueList> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const search = query.size ? `?${query}` : '';
  return ColleagueListSchema.parse(await client.get(`/api/users${search}`, { signal }));
}

export const colleaguesQueryOptions = (params: UsersParams = {}) =>
  queryOptions({
    queryKey: userKeys.colleagues(params),
    queryFn: ({ signal }) => listColleagues(params, http, signal),
  });

const colleaguesOf = (list: ColleagueList) => list.items;

/** Colleagues matching `params` as an array (escalation targets, the audit log's people). */
export function useColleagueItems(params: UsersParams, { enabled = true, staleTime }: { enabled?: boolean; staleTime?: number } = {}) {
  return useQuery({ ...colleaguesQueryOptions(params), select: colleaguesOf, enabled, ...(staleTime === undefined ? {} : { staleTime }) });
}

/** "Last First" when the user has no user name, as the users table shows it. */
export const userDisplayName = (user: Pick<User | Colleague, 'user_name' | 'first_name' | 'last_name'>) =>
  user.user_name || `${user.last_name} ${user.first_name}`.trim();

const NO_NAMES = new Map<number, string>();
// Module-level, so the map is rebuilt only when the list changes, not on every render.
const toNames = (list: ColleagueList) => new Map(list.items.map((user) => [user.id, userDisplayName(user)]));

/** id → display name of the company's people (owners, closers, authors, creators); empty until loaded. */
export function useUserNames(): Map<number, string> {
  return useQuery({ ...colleaguesQueryOptions(DIRECTORY_PARAMS), select: toNames, staleTime: 60_000 }).data ?? NO_NAMES;
}
