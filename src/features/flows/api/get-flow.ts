import { queryOptions, useQuery } from '@tanstack/react-query';
import { FlowSchema, type Flow } from '../../../../contracts/flow.schema';
import { http, type HttpClient } from '../../../lib/http';
import { flowKeys } from './get-flows';

/** GET /api/flows/:id: a flow with its canvas graph. */
export async function getFlow(id: number, client: HttpClient = http, signal?: AbortSignal): Promise<Flow> {
  return FlowSchema.parse(await client.get(`/api/flows/${id}`, { signal }));
}

export const flowQueryOptions = (id: number) => queryOptions({ queryKey: flowKeys.one(id), queryFn: ({ signal }) => getFlow(id, http, signal) });

export const useFlow = (id: number) => useQuery({ ...flowQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
