import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';
import { viewsQueryOptions } from './list-views';

/** DELETE /api/issue-views/:id (only one's own). */
export async function deleteView(id: number, client: HttpClient = http): Promise<void> {
  await client.delete(`/api/issue-views/${id}`);
}

export function useDeleteView() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: number) => deleteView(id), onSuccess: () => queryClient.invalidateQueries({ queryKey: viewsQueryOptions().queryKey }) });
}
