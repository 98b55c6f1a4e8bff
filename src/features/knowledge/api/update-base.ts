import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KnowledgeBaseBody } from '../../../../contracts/knowledge.schema';
import { http, type HttpClient } from '../../../lib/http';
import { knowledgeKeys } from './keys';

/** PUT /api/knowledge/bases/:id: rename, or allot to another virtual agent (null: none). */
export async function updateBase(input: { id: number; body: KnowledgeBaseBody }, client: HttpClient = http) {
  await client.put(`/api/knowledge/bases/${input.id}`, input.body);
}

export function useUpdateBase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; body: KnowledgeBaseBody }) => updateBase(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all }),
  });
}
