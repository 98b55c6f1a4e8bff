import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';
import { customApisQueryOptions } from './get-custom-apis';

/** DELETE /api/custom-apis/:id. */
export async function deleteCustomApi(id: number, client: HttpClient = http): Promise<void> {
  await client.delete(`/api/custom-apis/${id}`);
}

export function useDeleteCustomApi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCustomApi(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customApisQueryOptions().queryKey }),
  });
}
