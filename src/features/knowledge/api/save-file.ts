import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KnowledgeFileSchema, type KnowledgeFileBody } from '../../../../contracts/knowledge.schema';
import { formSilent } from '../../../lib/forms/server-error';
import { http, type HttpClient } from '../../../lib/http';
import { knowledgeKeys } from './keys';

/** POST /api/knowledge/files, or PUT /api/knowledge/files/:id. */
export async function saveFile(input: { id?: number; body: KnowledgeFileBody }, client: HttpClient = http) {
  const res = input.id
    ? await client.put(`/api/knowledge/files/${input.id}`, input.body, { silent: formSilent })
    : await client.post('/api/knowledge/files', input.body, { silent: formSilent });
  return KnowledgeFileSchema.parse(res);
}

export function useSaveFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof saveFile>[0]) => saveFile(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all }),
  });
}
