import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';
import { knowledgeKeys } from './keys';

/** DELETE /api/knowledge/files/:id. */
export async function deleteFile(id: number, client: HttpClient = http) {
  await client.delete(`/api/knowledge/files/${id}`);
}

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: number) => deleteFile(id), onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all }) });
}
