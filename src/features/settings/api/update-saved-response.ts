import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SavedResponseSchema, type SavedResponse, type SavedResponseBody } from '../../../../contracts/saved-response.schema';
import { http, type HttpClient } from '../../../lib/http';
import { formSilent } from '../../../lib/forms/server-error';
import { savedResponseKeys } from '../../../lib/api/saved-responses';

export interface UpdateSavedResponseInput {
  id: number;
  body: SavedResponseBody;
}

/** PUT /api/saved-responses/:id. */
export async function updateSavedResponse({ id, body }: UpdateSavedResponseInput, client: HttpClient = http): Promise<SavedResponse> {
  return SavedResponseSchema.parse(await client.put(`/api/saved-responses/${id}`, body, { silent: formSilent }));
}

export function useUpdateSavedResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSavedResponseInput) => updateSavedResponse(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedResponseKeys.all }),
  });
}
