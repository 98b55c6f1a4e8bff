import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InteractionSummarySchema, type InteractionEvent, type InteractionSummary } from '../../../../contracts/interaction.schema';
import { http, type HttpClient, type RequestOptions } from '../../../lib/http';
import { useCurrentUser } from '../../../lib/current-user';
import { applyInteractionMessage } from '../realtime/interaction-event-table';

/** POST /api/interactions/:id/events: take, escalate, close, request a rating; refused when the lifecycle does not allow it. */
export async function postInteractionEvent(id: number, event: InteractionEvent, client: HttpClient = http, options?: RequestOptions): Promise<InteractionSummary> {
  return InteractionSummarySchema.parse(await client.post(`/api/interactions/${id}/events`, event, options));
}

/** The answer is the new summary; it goes into the cache through the same table as a socket push. */
export function useInteractionEvent(id: number, options?: RequestOptions) {
  const queryClient = useQueryClient();
  const { me } = useCurrentUser();
  return useMutation({
    mutationFn: (event: InteractionEvent) => postInteractionEvent(id, event, http, options),
    onSuccess: (interaction) => applyInteractionMessage(queryClient, { type: 'interaction.changed', interaction }, { meId: me.ID }),
  });
}
