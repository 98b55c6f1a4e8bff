import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CallLineListSchema, CallLineSchema, type CallLine, type CallLineBody } from '../../../../contracts/calls.schema';
import { formSilent } from '../../../lib/forms/server-error';
import { http, type HttpClient } from '../../../lib/http';

export const callLineKeys = { all: ['call-lines'] as const };

/** GET /api/call-lines: the company's phone lines. */
export async function listCallLines(client: HttpClient = http, signal?: AbortSignal): Promise<CallLine[]> {
  return CallLineListSchema.parse(await client.get('/api/call-lines', { signal })).items;
}
export const callLinesQueryOptions = () => queryOptions({ queryKey: callLineKeys.all, queryFn: ({ signal }) => listCallLines(http, signal) });
export const useCallLines = () => useQuery(callLinesQueryOptions());

/** POST /api/call-lines. */
export async function addCallLine(body: CallLineBody, client: HttpClient = http): Promise<CallLine> {
  return CallLineSchema.parse(await client.post('/api/call-lines', body, { silent: formSilent }));
}
export function useAddCallLine() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: CallLineBody) => addCallLine(body), onSuccess: () => queryClient.invalidateQueries({ queryKey: callLineKeys.all }) });
}

/** DELETE /api/call-lines/:id. */
export function useDeleteCallLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(`/api/call-lines/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: callLineKeys.all }),
  });
}
