import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';
import { pendingCompaniesQueryOptions } from './list-pending-companies';

/** POST /api/admin/companies/:id/approve: the requester moves on to the trial progress. */
export async function approveCompany(id: number, client: HttpClient = http): Promise<void> {
  await client.post(`/api/admin/companies/${id}/approve`);
}

export function useApproveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => approveCompany(id),
    // Refetched after a refusal too: another superadmin may have decided first.
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingCompaniesQueryOptions().queryKey }),
  });
}
