import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FlowSummarySchema, type FlowStatus, type FlowSummary } from '../../../../contracts/flow.schema';
import { http, type HttpClient } from '../../../lib/http';
import { flowsQueryOptions } from './get-flows';

/** PUT /api/flows/:id/status: publish (refused with err_flow_invalid and the nodes) or back to draft. */
export async function setFlowStatus(id: number, status: FlowStatus, client: HttpClient = http): Promise<FlowSummary> {
  return FlowSummarySchema.parse(await client.put(`/api/flows/${id}/status`, { status }));
}

export function useSetFlowStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: FlowStatus }) => setFlowStatus(id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: flowsQueryOptions().queryKey }),
  });
}
