import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CustomApiSchema, type CustomApi, type CustomApiBody } from '../../../../contracts/custom-api.schema';
import { formSilent } from '../../../lib/forms/server-error';
import { http, type HttpClient } from '../../../lib/http';
import { customApisQueryOptions } from './get-custom-apis';

/** POST /api/custom-apis, or PUT /api/custom-apis/:id with an id. */
export async function saveCustomApi(body: CustomApiBody, id?: number, client: HttpClient = http): Promise<CustomApi> {
  const answer = id ? await client.put(`/api/custom-apis/${id}`, body, { silent: formSilent }) : await client.post('/api/custom-apis', body, { silent: formSilent });
  return CustomApiSchema.parse(answer);
}

export function useSaveCustomApi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, id }: { body: CustomApiBody; id?: number }) => saveCustomApi(body, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customApisQueryOptions().queryKey }),
  });
}
