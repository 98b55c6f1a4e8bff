import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';
import { savedResponseKeys } from '../../../lib/api/saved-responses';

/** DELETE /api/saved-responses/:id. */
export async function deleteSavedResponse(id: number, client: HttpClient = http): Promise<void> {
  await client.delete(`/api/saved-responses/${id}`);
}

export function useDeleteSavedResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSavedResponse(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedResponseKeys.all }),
  });
}
