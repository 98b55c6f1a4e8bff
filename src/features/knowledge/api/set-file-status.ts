import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KnowledgeFileSchema } from '../../../../contracts/knowledge.schema';
import { http, type HttpClient } from '../../../lib/http';
import { knowledgeKeys } from './keys';

/** PUT /api/knowledge/files/:id/status: publish, or back to draft. */
export async function setFileStatus(input: { id: number; status: 'draft' | 'published' }, client: HttpClient = http) {
  return KnowledgeFileSchema.parse(await client.put(`/api/knowledge/files/${input.id}/status`, { status: input.status }));
}

export function useSetFileStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof setFileStatus>[0]) => setFileStatus(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all }),
  });
}
