import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FlowSchema, type Flow, type FlowCreateBody } from '../../../../contracts/flow.schema';
import { formSilent } from '../../../lib/forms/server-error';
import { http, type HttpClient } from '../../../lib/http';
import { flowsQueryOptions } from './get-flows';

/** POST /api/flows: a draft, laid out from a start node by the server. */
export async function createFlow(body: FlowCreateBody, client: HttpClient = http): Promise<Flow> {
  return FlowSchema.parse(await client.post('/api/flows', body, { silent: formSilent }));
}

export function useCreateFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FlowCreateBody) => createFlow(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowsQueryOptions().queryKey }),
  });
}
