import { queryOptions, useQuery } from '@tanstack/react-query';
import { AgentKnowledgeSourceListSchema, type AgentKnowledgeSource } from '../../../../contracts/knowledge.schema';
import { http, type HttpClient } from '../../../lib/http';
import { knowledgeKeys } from './keys';

/** GET /api/knowledge/agent-sources: onboarding's website imports; asked again while one is under way. */
export async function listAgentSources(client: HttpClient = http, signal?: AbortSignal): Promise<AgentKnowledgeSource[]> {
  return AgentKnowledgeSourceListSchema.parse(await client.get('/api/knowledge/agent-sources', { signal })).items;
}

export const agentSourcesQueryOptions = () =>
  queryOptions({
    queryKey: knowledgeKeys.agentSources(),
    queryFn: ({ signal }) => listAgentSources(http, signal),
    refetchInterval: (q) => (q.state.data?.some((s) => s.status === 'pending' || s.status === 'importing') ? 2000 : false),
  });

export const useAgentSources = (enabled = true) => useQuery({ ...agentSourcesQueryOptions(), enabled });
