import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { KnowledgeQaListSchema, type KnowledgeQa } from '../../../../contracts/knowledge.schema';
import { http, type HttpClient } from '../../../lib/http';
import { knowledgeKeys } from './keys';

export type QaFilter = { file_id?: number; q?: string };

/** GET /api/knowledge/qa. */
export async function listQa(filter: QaFilter, client: HttpClient = http, signal?: AbortSignal): Promise<KnowledgeQa[]> {
  const params = new URLSearchParams(
    Object.entries(filter)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
  return KnowledgeQaListSchema.parse(await client.get(`/api/knowledge/qa${params.size ? `?${params}` : ''}`, { signal })).items;
}

export const qaQueryOptions = (filter: QaFilter = {}) => queryOptions({ queryKey: knowledgeKeys.qa(filter), queryFn: ({ signal }) => listQa(filter, http, signal) });

export const useQaList = (filter: QaFilter) => useQuery({ ...qaQueryOptions(filter), placeholderData: keepPreviousData });
