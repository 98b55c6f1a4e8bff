import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { KnowledgeFileListSchema, type KnowledgeFileSummary } from '../../../../contracts/knowledge.schema';
import { http, type HttpClient } from '../../../lib/http';
import { knowledgeKeys } from './keys';

export type FileFilter = { folder_id?: number; status?: 'draft' | 'published'; q?: string };

/** GET /api/knowledge/files: newest change first. */
export async function listFiles(filter: FileFilter, client: HttpClient = http, signal?: AbortSignal): Promise<KnowledgeFileSummary[]> {
  const params = new URLSearchParams(
    Object.entries(filter)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
  const search = params.size ? `?${params}` : '';
  return KnowledgeFileListSchema.parse(await client.get(`/api/knowledge/files${search}`, { signal })).items;
}

export const filesQueryOptions = (filter: FileFilter = {}) =>
  queryOptions({ queryKey: knowledgeKeys.files(filter), queryFn: ({ signal }) => listFiles(filter, http, signal) });

export const useFiles = (filter: FileFilter) => useQuery({ ...filesQueryOptions(filter), placeholderData: keepPreviousData });
