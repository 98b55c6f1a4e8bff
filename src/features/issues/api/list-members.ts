import { queryOptions, useQuery } from '@tanstack/react-query';
import { IssueAssigneeListSchema, type IssueAssignee } from '../../../../contracts/issue.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/issues/assignees: the company's people who may hold an issue (a guest may not). */
export async function listAssignees(client: HttpClient = http, signal?: AbortSignal): Promise<IssueAssignee[]> {
  return IssueAssigneeListSchema.parse(await client.get('/api/issues/assignees', { signal })).items;
}

export const assigneesQueryOptions = () => queryOptions({ queryKey: ['issue-assignees'] as const, queryFn: ({ signal }) => listAssignees(http, signal), staleTime: 60_000 });

export function useAssignees() {
  return useQuery(assigneesQueryOptions());
}
