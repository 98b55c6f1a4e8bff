import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MailDomainSchema, type MailDomain, type MailDomainBody } from '../../../../contracts/company.schema';
import { http, type HttpClient } from '../../../lib/http';
import { formSilent } from '../../../lib/forms/server-error';
import { companyQueryOptions } from './get-company';

export interface SaveMailDomainInput {
  /** None to add a domain. */
  id?: number;
  body: MailDomainBody;
}

/** POST or PUT /api/company/mail-domains; domain refusals (invalid, duplicate, public webmail) show on the field. */
export async function saveMailDomain({ id, body }: SaveMailDomainInput, client: HttpClient = http): Promise<MailDomain> {
  const options = { silent: formSilent };
  const answer = id ? await client.put(`/api/company/mail-domains/${id}`, body, options) : await client.post('/api/company/mail-domains', body, options);
  return MailDomainSchema.parse(answer);
}

export function useSaveMailDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveMailDomainInput) => saveMailDomain(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyQueryOptions().queryKey }),
  });
}
