import { queryOptions, useQuery } from '@tanstack/react-query';
import { FlowListSchema, type FlowSummary } from '../../../../contracts/flow.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/flows: the company's flows, last changed first. */
export async function getFlows(client: HttpClient = http, signal?: AbortSignal): Promise<FlowSummary[]> {
  return FlowListSchema.parse(await client.get('/api/flows', { signal })).items;
}

export const flowKeys = { all: ['flows'] as const, one: (id: number) => ['flows', id] as const };

export const flowsQueryOptions = () => queryOptions({ queryKey: flowKeys.all, queryFn: ({ signal }) => getFlows(http, signal) });

export const useFlows = () => useQuery(flowsQueryOptions());
