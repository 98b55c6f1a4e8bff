import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SavedResponseSchema, type SavedResponse, type SavedResponseBody } from '../../../../contracts/saved-response.schema';
import { http, type HttpClient } from '../../../lib/http';
import { silentFor } from '../forms/server-field-error';
import { savedResponseKeys } from '../../../lib/api/saved-responses';

/** Refusals the dialog shows on the key field instead of a toast. */
export const SAVED_RESPONSE_FIELD_CODES = ['err_quick_response_key_duplicate', 'err_quick_response_key_invalid'] as const;

/** POST /api/saved-responses. */
export async function createSavedResponse(body: SavedResponseBody, client: HttpClient = http): Promise<SavedResponse> {
  return SavedResponseSchema.parse(await client.post('/api/saved-responses', body, { silent: silentFor(SAVED_RESPONSE_FIELD_CODES) }));
}

export function useCreateSavedResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedResponseBody) => createSavedResponse(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedResponseKeys.all }),
  });
}
