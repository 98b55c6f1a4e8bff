import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KnowledgeQaSchema, type KnowledgeQaBody } from '../../../../contracts/knowledge.schema';
import { formSilent } from '../../../lib/forms/server-error';
import { http, type HttpClient } from '../../../lib/http';
import { knowledgeKeys } from './keys';

/** POST /api/knowledge/qa, or PUT /api/knowledge/qa/:id (an edit makes it user-reviewed). */
export async function saveQa(input: { id?: number; body: KnowledgeQaBody }, client: HttpClient = http) {
  const res = input.id
    ? await client.put(`/api/knowledge/qa/${input.id}`, input.body, { silent: formSilent })
    : await client.post('/api/knowledge/qa', input.body, { silent: formSilent });
  return KnowledgeQaSchema.parse(res);
}

export function useSaveQa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof saveQa>[0]) => saveQa(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all }),
  });
}
