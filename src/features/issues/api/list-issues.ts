import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { IssueListSchema, type IssueList, type IssueListQuery } from '../../../../contracts/issue.schema';
import { http, type HttpClient } from '../../../lib/http';

export type IssuesParams = Partial<IssueListQuery>;

/** `?a=1&b=…` of the defined params. */
export function issuesSearch(params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  return query.size ? `?${query}` : '';
}

/** GET /api/issues: one server page of the filtered, sorted list, with the total. */
export async function listIssues(params: IssuesParams = {}, client: HttpClient = http, signal?: AbortSignal): Promise<IssueList> {
  return IssueListSchema.parse(await client.get(`/api/issues${issuesSearch(params)}`, { signal }));
}

/** Without params the key is the prefix of every issues query (lists and details): what mutations invalidate. */
export const issuesQueryOptions = (params?: IssuesParams) =>
  queryOptions({
    queryKey: params ? (['issues', 'list', params] as const) : (['issues'] as const),
    queryFn: ({ signal }) => listIssues(params, http, signal),
  });

export function useIssues(params: IssuesParams) {
  return useQuery({ ...issuesQueryOptions(params), placeholderData: keepPreviousData });
}
