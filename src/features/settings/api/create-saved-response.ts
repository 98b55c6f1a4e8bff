import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SavedResponseSchema, type SavedResponse, type SavedResponseBody } from '../../../../contracts/saved-response.schema';
import { http, type HttpClient } from '../../../lib/http';
import { formSilent } from '../../../lib/forms/server-error';
import { savedResponseKeys } from '../../../lib/api/saved-responses';

/** POST /api/saved-responses. */
export async function createSavedResponse(body: SavedResponseBody, client: HttpClient = http): Promise<SavedResponse> {
  return SavedResponseSchema.parse(await client.post('/api/saved-responses', body, { silent: formSilent }));
}

export function useCreateSavedResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedResponseBody) => createSavedResponse(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedResponseKeys.all }),
  });
}
