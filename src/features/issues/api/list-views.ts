import { queryOptions, useQuery } from '@tanstack/react-query';
import { IssueViewListSchema, type IssueView } from '../../../../contracts/issue.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/issue-views: the user's own saved filters. */
export async function listViews(client: HttpClient = http, signal?: AbortSignal): Promise<IssueView[]> {
  return IssueViewListSchema.parse(await client.get('/api/issue-views', { signal })).items;
}

export const viewsQueryOptions = () => queryOptions({ queryKey: ['issue-views'] as const, queryFn: ({ signal }) => listViews(http, signal) });

export function useViews() {
  return useQuery(viewsQueryOptions());
}
