import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';
import { knowledgeKeys } from './keys';

/** DELETE /api/knowledge/folders/:id (with its files). */
export async function deleteFolder(id: number, client: HttpClient = http) {
  await client.delete(`/api/knowledge/folders/${id}`);
}

export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: number) => deleteFolder(id), onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all }) });
}
