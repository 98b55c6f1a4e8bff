import { queryOptions, useQuery } from '@tanstack/react-query';
import { KnowledgeBaseListSchema, type KnowledgeBaseList } from '../../../../contracts/knowledge.schema';
import { http, type HttpClient } from '../../../lib/http';
import { knowledgeKeys } from './keys';

/** GET /api/knowledge/bases: bases with folders and file counts, and the limits. */
export async function listBases(client: HttpClient = http, signal?: AbortSignal): Promise<KnowledgeBaseList> {
  return KnowledgeBaseListSchema.parse(await client.get('/api/knowledge/bases', { signal }));
}

export const basesQueryOptions = () => queryOptions({ queryKey: knowledgeKeys.bases(), queryFn: ({ signal }) => listBases(http, signal) });

export const useBases = () => useQuery(basesQueryOptions());
