import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FlowSchema, type Flow, type FlowUpdateBody } from '../../../../contracts/flow.schema';
import { http, type HttpClient, type RequestOptions } from '../../../lib/http';
import { flowQueryOptions } from './get-flow';
import { flowsQueryOptions } from './get-flows';

/** PUT /api/flows/:id: title, triggers, tags, agent or the canvas graph. */
export async function updateFlow(id: number, body: FlowUpdateBody, client: HttpClient = http, options?: RequestOptions): Promise<Flow> {
  return FlowSchema.parse(await client.put(`/api/flows/${id}`, body, options));
}

export function useUpdateFlow(options?: RequestOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FlowUpdateBody }) => updateFlow(id, body, http, options),
    onSuccess: (flow) => {
      queryClient.setQueryData(flowQueryOptions(flow.id).queryKey, flow);
      return queryClient.invalidateQueries({ queryKey: flowsQueryOptions().queryKey, exact: true });
    },
  });
}
