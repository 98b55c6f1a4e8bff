import { queryOptions, useQuery } from '@tanstack/react-query';
import { AgentKnowledgeSourceListSchema, type AgentKnowledgeSource } from '../../../../contracts/knowledge.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/knowledge/agent-sources: the website of the agent step, read into knowledge; asked again while it is. */
export async function listAgentSources(client: HttpClient = http, signal?: AbortSignal): Promise<AgentKnowledgeSource[]> {
  return AgentKnowledgeSourceListSchema.parse(await client.get('/api/knowledge/agent-sources', { signal })).items;
}

export const agentSourcesQueryOptions = () =>
  queryOptions({
    queryKey: ['onboarding', 'agent-sources'] as const,
    queryFn: ({ signal }) => listAgentSources(http, signal),
    refetchInterval: (q) => (q.state.data?.some((s) => s.status === 'pending' || s.status === 'importing') ? 2000 : false),
  });

export const useAgentSources = () => useQuery(agentSourcesQueryOptions());
