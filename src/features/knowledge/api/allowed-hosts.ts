import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KnowledgeAllowedHostsSchema } from '../../../../contracts/knowledge.schema';
import { formSilent } from '../../../lib/forms/server-error';
import { http, type HttpClient } from '../../../lib/http';
import { knowledgeKeys } from './keys';

/** GET /api/knowledge/allowed-hosts: hosts imports may reach on private addresses. */
export async function getAllowedHosts(client: HttpClient = http, signal?: AbortSignal): Promise<string[]> {
  return KnowledgeAllowedHostsSchema.parse(await client.get('/api/knowledge/allowed-hosts', { signal })).hosts;
}

/** PUT /api/knowledge/allowed-hosts. */
export async function setAllowedHosts(hosts: string[], client: HttpClient = http): Promise<string[]> {
  return KnowledgeAllowedHostsSchema.parse(await client.put('/api/knowledge/allowed-hosts', { hosts }, { silent: formSilent })).hosts;
}

export const allowedHostsQueryOptions = () => queryOptions({ queryKey: knowledgeKeys.hosts(), queryFn: ({ signal }) => getAllowedHosts(http, signal) });

export const useAllowedHosts = (enabled: boolean) => useQuery({ ...allowedHostsQueryOptions(), enabled });

export function useSetAllowedHosts() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (hosts: string[]) => setAllowedHosts(hosts), onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.hosts() }) });
}
