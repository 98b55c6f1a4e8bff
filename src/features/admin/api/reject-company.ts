import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';
import { pendingCompaniesQueryOptions } from './list-pending-companies';

export interface RejectCompanyInput {
  id: number;
  reason: string;
}

/** POST /api/admin/companies/:id/reject with the reason the requester will read. */
export async function rejectCompany({ id, reason }: RejectCompanyInput, client: HttpClient = http): Promise<void> {
  await client.post(`/api/admin/companies/${id}/reject`, { reason });
}

export function useRejectCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RejectCompanyInput) => rejectCompany(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingCompaniesQueryOptions().queryKey }),
  });
}
