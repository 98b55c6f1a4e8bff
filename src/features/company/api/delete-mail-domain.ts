import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';
import { companyQueryOptions } from './get-company';

export async function deleteMailDomain(id: number, client: HttpClient = http): Promise<void> {
  await client.delete(`/api/company/mail-domains/${id}`);
}

export function useDeleteMailDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMailDomain(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyQueryOptions().queryKey }),
  });
}
