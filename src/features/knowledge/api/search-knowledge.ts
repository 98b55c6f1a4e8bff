import { queryOptions, useQuery } from '@tanstack/react-query';
import { KnowledgeSearchSchema } from '../../../../contracts/knowledge.schema';
import { http, type HttpClient } from '../../../lib/http';
import { knowledgeKeys } from './keys';

/** GET /api/knowledge/search?q=: what a virtual agent would answer from, best first. */
export async function searchKnowledge(q: string, client: HttpClient = http, signal?: AbortSignal) {
  return KnowledgeSearchSchema.parse(await client.get(`/api/knowledge/search?${new URLSearchParams({ q })}`, { signal })).items;
}

export const searchQueryOptions = (q: string) =>
  queryOptions({ queryKey: [...knowledgeKeys.all, 'search', q], queryFn: ({ signal }) => searchKnowledge(q, http, signal) });

export const useKnowledgeSearch = (q: string) => useQuery({ ...searchQueryOptions(q), enabled: q.length > 0 });
