import { queryOptions, useQuery } from '@tanstack/react-query';
import { KnowledgeIndexStatusSchema, type KnowledgeIndexStatus } from '../../../../contracts/knowledge.schema';
import { http, type HttpClient } from '../../../lib/http';
import { knowledgeKeys } from './keys';

/** GET /api/knowledge/index-status: whether knowledge is searched by meaning too, and how much is ready. */
export async function getIndexStatus(client: HttpClient = http, signal?: AbortSignal): Promise<KnowledgeIndexStatus> {
  return KnowledgeIndexStatusSchema.parse(await client.get('/api/knowledge/index-status', { signal }));
}

export const indexStatusQueryOptions = () => queryOptions({ queryKey: knowledgeKeys.indexStatus(), queryFn: ({ signal }) => getIndexStatus(http, signal) });

/** While vectors are still being made, asks again every few seconds. */
export const useIndexStatus = (enabled: boolean) =>
  useQuery({
    ...indexStatusQueryOptions(),
    enabled,
    refetchInterval: (q) => (q.state.data && q.state.data.embedded < q.state.data.items && q.state.data.embeddings ? 5000 : false),
  });
