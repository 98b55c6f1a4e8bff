import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KnowledgeBaseSchema, type KnowledgeBaseBody } from '../../../../contracts/knowledge.schema';
import { formSilent } from '../../../lib/forms/server-error';
import { http, type HttpClient } from '../../../lib/http';
import { knowledgeKeys } from './keys';

/** POST /api/knowledge/bases. */
export async function createBase(body: KnowledgeBaseBody, client: HttpClient = http) {
  return KnowledgeBaseSchema.parse(await client.post('/api/knowledge/bases', body, { silent: formSilent }));
}

export function useCreateBase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: KnowledgeBaseBody) => createBase(body), onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all }) });
}
