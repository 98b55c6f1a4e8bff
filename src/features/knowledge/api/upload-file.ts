import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KnowledgeFileSchema, type KnowledgeUploadBody } from '../../../../contracts/knowledge.schema';
import { http, type HttpClient } from '../../../lib/http';
import { knowledgeKeys } from './keys';

/** POST /api/knowledge/upload: a PDF or DOCX (base64) becomes a draft article. */
export async function uploadFile(body: KnowledgeUploadBody, client: HttpClient = http) {
  return KnowledgeFileSchema.parse(await client.post('/api/knowledge/upload', body));
}

export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof uploadFile>[0]) => uploadFile(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all }),
  });
}
