import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InteractionSummarySchema, type InteractionMetaBody } from '../../../../contracts/interaction.schema';
import { http, type HttpClient } from '../../../lib/http';
import { useCurrentUser } from '../../../lib/current-user';
import { applyInteractionMessage } from '../realtime/interaction-event-table';
import { interactionQueryOptions } from '../../../lib/api/interactions';

/** PUT /api/interactions/:id/meta: customer mood, tags, subject. Answers the summary. */
export async function updateInteractionMeta(id: number, body: InteractionMetaBody, client: HttpClient = http): Promise<unknown> {
  return client.put(`/api/interactions/${id}/meta`, body);
}

export function useUpdateInteractionMeta(id: number) {
  const queryClient = useQueryClient();
  const { me } = useCurrentUser();
  return useMutation({
    mutationFn: (body: InteractionMetaBody) => updateInteractionMeta(id, body),
    onSuccess: (answer) => {
      const parsed = InteractionSummarySchema.safeParse(answer);
      if (parsed.success) applyInteractionMessage(queryClient, { type: 'interaction.changed', interaction: parsed.data }, { meId: me.ID });
      else void queryClient.invalidateQueries({ queryKey: interactionQueryOptions(id).queryKey });
    },
  });
}
