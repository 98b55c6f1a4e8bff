import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CompanySettingsSchema, type CompanyInfoBody, type CompanySettings } from '../../../../contracts/company.schema';
import { http, type HttpClient } from '../../../lib/http';
import { formSilent } from '../../../lib/forms/server-error';
import { companyQueryOptions } from './get-company';

/** PUT /api/company; a refusal naming a field is shown under it rather than as a toast. */
export async function updateCompanyInfo(body: CompanyInfoBody, client: HttpClient = http): Promise<CompanySettings> {
  return CompanySettingsSchema.parse(await client.put('/api/company', body, { silent: formSilent }));
}

export function useUpdateCompanyInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyInfoBody) => updateCompanyInfo(body),
    onSuccess: (company) => queryClient.setQueryData(companyQueryOptions().queryKey, company),
  });
}
