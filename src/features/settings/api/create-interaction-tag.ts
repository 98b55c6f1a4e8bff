import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InteractionTagSchema, type InteractionTagBody, type InteractionTagItem } from '../../../../contracts/interaction-tag.schema';
import { http, type HttpClient } from '../../../lib/http';
import { silentFor } from '../forms/server-field-error';
import { interactionTagKeys } from '../../../lib/api/interaction-tags';

/** Refusals the dialog shows on the name field instead of a toast. */
export const INTERACTION_TAG_FIELD_CODES = ['err_interaction_tag_duplicate', 'err_interaction_tag_name_short'] as const;

/** POST /api/interaction-tags. */
export async function createInteractionTag(body: InteractionTagBody, client: HttpClient = http): Promise<InteractionTagItem> {
  return InteractionTagSchema.parse(await client.post('/api/interaction-tags', body, { silent: silentFor(INTERACTION_TAG_FIELD_CODES) }));
}

export function useCreateInteractionTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InteractionTagBody) => createInteractionTag(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interactionTagKeys.all }),
  });
}
