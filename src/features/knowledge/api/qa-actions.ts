import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KnowledgeGenerateResultSchema } from '../../../../contracts/knowledge.schema';
import { http, type HttpClient } from '../../../lib/http';
import { knowledgeKeys } from './keys';

/** PUT /api/knowledge/qa/:id/active. */
export async function setQaActive(input: { id: number; active: boolean }, client: HttpClient = http) {
  await client.put(`/api/knowledge/qa/${input.id}/active`, { active: input.active });
}

/** PUT /api/knowledge/qa-active: every Q&A of one file on or off (spec §4). */
export async function setFileQaActive(input: { file_id: number; active: boolean }, client: HttpClient = http) {
  await client.put('/api/knowledge/qa-active', input);
}

/** DELETE /api/knowledge/qa/:id. */
export async function deleteQa(id: number, client: HttpClient = http) {
  await client.delete(`/api/knowledge/qa/${id}`);
}

/** POST /api/knowledge/files/:id/generate-qa. */
export async function generateQa(fileId: number, client: HttpClient = http) {
  return KnowledgeGenerateResultSchema.parse(await client.post(`/api/knowledge/files/${fileId}/generate-qa`, {}));
}

const useKnowledgeMutation = <I, O>(fn: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all }) });
};

export const useSetQaActive = () => useKnowledgeMutation((i: { id: number; active: boolean }) => setQaActive(i));
export const useSetFileQaActive = () => useKnowledgeMutation((i: { file_id: number; active: boolean }) => setFileQaActive(i));
export const useDeleteQa = () => useKnowledgeMutation((id: number) => deleteQa(id));
export const useGenerateQa = () => useKnowledgeMutation((fileId: number) => generateQa(fileId));
