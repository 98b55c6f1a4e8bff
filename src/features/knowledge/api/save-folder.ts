import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KnowledgeFolderSchema } from '../../../../contracts/knowledge.schema';
import { formSilent } from '../../../lib/forms/server-error';
import { http, type HttpClient } from '../../../lib/http';
import { knowledgeKeys } from './keys';

export type FolderSave = { id?: number; base_id: number; name: string };

/** POST /api/knowledge/folders, or PUT /api/knowledge/folders/:id to rename. */
export async function saveFolder(f: FolderSave, client: HttpClient = http) {
  const res = f.id
    ? await client.put(`/api/knowledge/folders/${f.id}`, { name: f.name }, { silent: formSilent })
    : await client.post('/api/knowledge/folders', { base_id: f.base_id, name: f.name }, { silent: formSilent });
  return KnowledgeFolderSchema.parse(res);
}

export function useSaveFolder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (f: FolderSave) => saveFolder(f), onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all }) });
}
