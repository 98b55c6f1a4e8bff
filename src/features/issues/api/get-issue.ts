import { queryOptions, useQuery } from '@tanstack/react-query';
import { IssueDetailSchema, type IssueDetail } from '../../../../contracts/issue.schema';
import { http, type HttpClient } from '../../../lib/http';
import { issuesQueryOptions } from './list-issues';

/** GET /api/issues/:id: the issue with its tags, comments and attachments. */
export async function getIssue(id: number, client: HttpClient = http, signal?: AbortSignal): Promise<IssueDetail> {
  return IssueDetailSchema.parse(await client.get(`/api/issues/${id}`, { signal }));
}

export const issueQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...issuesQueryOptions().queryKey, 'detail', id] as const,
    queryFn: ({ signal }) => getIssue(id, http, signal),
  });

export function useIssue(id: number | null) {
  return useQuery({ ...issueQueryOptions(id ?? 0), enabled: id !== null });
}
