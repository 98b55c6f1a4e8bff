import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CompanySettingsSchema, type CompanyInfoBody, type CompanySettings } from '../../../../contracts/company.schema';
import { http, type HttpClient } from '../../../lib/http';
import { silentForFields } from '../forms/use-form';
import { companyQueryOptions } from './get-company';

export const COMPANY_INFO_FIELDS = ['name', 'contact_email', 'phone', 'sector', 'employee_count'] as const;

/** PUT /api/company; a refusal naming a field is shown under it rather than as a toast. */
export async function updateCompanyInfo(body: CompanyInfoBody, client: HttpClient = http): Promise<CompanySettings> {
  return CompanySettingsSchema.parse(await client.put('/api/company', body, { silent: silentForFields(COMPANY_INFO_FIELDS) }));
}

export function useUpdateCompanyInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyInfoBody) => updateCompanyInfo(body),
    onSuccess: (company) => queryClient.setQueryData(companyQueryOptions().queryKey, company),
  });
}
