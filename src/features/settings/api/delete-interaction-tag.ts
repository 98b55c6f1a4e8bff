import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';
import { interactionTagKeys } from '../../../lib/api/interaction-tags';

/** DELETE /api/interaction-tags/:id: the tag leaves every conversation that had it. */
export async function deleteInteractionTag(id: number, client: HttpClient = http): Promise<void> {
  await client.delete(`/api/interaction-tags/${id}`);
}

export function useDeleteInteractionTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteInteractionTag(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: interactionTagKeys.all }),
  });
}
