import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InteractionTagSchema, type InteractionTagBody, type InteractionTagItem } from '../../../../contracts/interaction-tag.schema';
import { http, type HttpClient } from '../../../lib/http';
import { formSilent } from '../../../lib/forms/server-error';
import { interactionTagKeys } from '../../../lib/api/interaction-tags';

export interface UpdateInteractionTagInput {
  id: number;
  body: InteractionTagBody;
}

/** PUT /api/interaction-tags/:id. */
export async function updateInteractionTag({ id, body }: UpdateInteractionTagInput, client: HttpClient = http): Promise<InteractionTagItem> {
  return InteractionTagSchema.parse(await client.put(`/api/interaction-tags/${id}`, body, { silent: formSilent }));
}

export function useUpdateInteractionTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateInteractionTagInput) => updateInteractionTag(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interactionTagKeys.all }),
  });
}
