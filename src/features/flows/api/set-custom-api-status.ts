import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CustomApiSchema, type CustomApi } from '../../../../contracts/custom-api.schema';
import { http, type HttpClient } from '../../../lib/http';
import { customApisQueryOptions } from './get-custom-apis';

/** PUT /api/custom-apis/:id/status. */
export async function setCustomApiStatus(id: number, status: CustomApi['status'], client: HttpClient = http): Promise<CustomApi> {
  return CustomApiSchema.parse(await client.put(`/api/custom-apis/${id}/status`, { status }));
}

export function useSetCustomApiStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: CustomApi['status'] }) => setCustomApiStatus(id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customApisQueryOptions().queryKey }),
  });
}
