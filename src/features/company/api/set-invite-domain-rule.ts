import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';
import { companyQueryOptions } from './get-company';

/** PUT /api/company/invite-domain-rule: whether invitations must go to an allowed domain. */
export async function setInviteDomainRule(required: boolean, client: HttpClient = http): Promise<void> {
  await client.put('/api/company/invite-domain-rule', { require_company_domain: required });
}

export function useSetInviteDomainRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => setInviteDomainRule(required),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyQueryOptions().queryKey }),
  });
}
