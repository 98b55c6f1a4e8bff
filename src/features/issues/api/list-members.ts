import { queryOptions, useQuery } from '@tanstack/react-query';
import { IssueAssigneeListSchema, type IssueAssignee } from '../../../../contracts/issue.schema';
import { userKeys } from '../../../lib/api/users';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/issues/assignees: the company's people who may hold an issue (a guest may not). */
export async function listAssignees(client: HttpClient = http, signal?: AbortSignal): Promise<IssueAssignee[]> {
  return IssueAssigneeListSchema.parse(await client.get('/api/issues/assignees', { signal })).items;
}

// Under the users key: a role change (to guest), a deactivation or a rename refreshes the assignees too.
export const assigneesQueryOptions = () =>
  queryOptions({ queryKey: userKeys.derived('issue-assignees'), queryFn: ({ signal }) => listAssignees(http, signal), staleTime: 60_000 });

export function useAssignees() {
  return useQuery(assigneesQueryOptions());
}
