import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InteractionTagSchema, type InteractionTagBody, type InteractionTagItem } from '../../../../contracts/interaction-tag.schema';
import { http, type HttpClient } from '../../../lib/http';
import { formSilent } from '../../../lib/forms/server-error';
import { interactionTagKeys } from '../../../lib/api/interaction-tags';

/** POST /api/interaction-tags. */
export async function createInteractionTag(body: InteractionTagBody, client: HttpClient = http): Promise<InteractionTagItem> {
  return InteractionTagSchema.parse(await client.post('/api/interaction-tags', body, { silent: formSilent }));
}

export function useCreateInteractionTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InteractionTagBody) => createInteractionTag(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interactionTagKeys.all }),
  });
}
