import { queryOptions, useQuery } from '@tanstack/react-query';
import { IssuePrefillSchema, type IssuePrefill } from '../../../../contracts/issue.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/issues/prefill?interaction_id=…: a new issue from a live conversation starts with its contact and channel. */
export async function getPrefill(interactionId: string, client: HttpClient = http, signal?: AbortSignal): Promise<IssuePrefill> {
  return IssuePrefillSchema.parse(await client.get(`/api/issues/prefill?interaction_id=${encodeURIComponent(interactionId)}`, { signal }));
}

export const prefillQueryOptions = (interactionId: string) =>
  queryOptions({ queryKey: ['issues', 'prefill', interactionId] as const, queryFn: ({ signal }) => getPrefill(interactionId, http, signal) });

export function usePrefill(interactionId: string | null) {
  return useQuery({ ...prefillQueryOptions(interactionId ?? ''), enabled: !!interactionId, retry: false });
}
