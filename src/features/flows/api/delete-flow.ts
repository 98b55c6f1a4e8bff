import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';
import { flowsQueryOptions } from './get-flows';

/** DELETE /api/flows/:id. */
export async function deleteFlow(id: number, client: HttpClient = http): Promise<void> {
  await client.delete(`/api/flows/${id}`);
}

export function useDeleteFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteFlow(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: flowsQueryOptions().queryKey }),
  });
}
