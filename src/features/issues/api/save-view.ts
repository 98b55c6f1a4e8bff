import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IssueViewSchema, type IssueView, type IssueViewBody } from '../../../../contracts/issue.schema';
import { http, type HttpClient } from '../../../lib/http';
import { viewsQueryOptions } from './list-views';
import { formSilent } from '../../../lib/forms/server-error';

/** POST /api/issue-views: the same name replaces the earlier view. */
export async function saveView(body: IssueViewBody, client: HttpClient = http): Promise<IssueView> {
  return IssueViewSchema.parse(await client.post('/api/issue-views', body, { silent: formSilent }));
}

export function useSaveView() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: IssueViewBody) => saveView(body), onSuccess: () => queryClient.invalidateQueries({ queryKey: viewsQueryOptions().queryKey }) });
}
