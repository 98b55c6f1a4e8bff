import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerTransferBody } from '../../../../contracts/company.schema';
import { invalidateUsers } from '../../../lib/api/users';
import { http, type HttpClient } from '../../../lib/http';
import { companyQueryOptions } from './get-company';

/** POST /api/company/owner (owner only, irreversible): the body carries the typed company name. */
export async function transferOwner(body: OwnerTransferBody, client: HttpClient = http): Promise<void> {
  await client.post('/api/company/owner', body);
}

export function useTransferOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnerTransferBody) => transferOwner(body),
    // The owner badge and the admins who may become the owner live in the users lists.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: companyQueryOptions().queryKey }), invalidateUsers(queryClient)]),
  });
}
