import { queryOptions, useQuery } from '@tanstack/react-query';
import { KnowledgeFileSchema, type KnowledgeFile } from '../../../../contracts/knowledge.schema';
import { http, type HttpClient } from '../../../lib/http';
import { knowledgeKeys } from './keys';

/** GET /api/knowledge/files/:id with its content. */
export async function getFile(id: number, client: HttpClient = http, signal?: AbortSignal): Promise<KnowledgeFile> {
  return KnowledgeFileSchema.parse(await client.get(`/api/knowledge/files/${id}`, { signal }));
}

export const fileQueryOptions = (id: number) => queryOptions({ queryKey: knowledgeKeys.file(id), queryFn: ({ signal }) => getFile(id, http, signal) });

export const useFile = (id: number | null) => useQuery({ ...fileQueryOptions(id ?? 0), enabled: id !== null });
