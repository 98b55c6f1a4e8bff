import { queryOptions, useQuery } from '@tanstack/react-query';
import { CompanySettingsSchema, type CompanySettings } from '../../../../contracts/company.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/company: info, logo, owner, the invite-domain flag and the allowed mail domains. */
export async function getCompany(client: HttpClient = http, signal?: AbortSignal): Promise<CompanySettings> {
  return CompanySettingsSchema.parse(await client.get('/api/company', { signal }));
}

export const companyQueryOptions = () => queryOptions({ queryKey: ['company'] as const, queryFn: ({ signal }) => getCompany(http, signal) });

export function useCompany(enabled = true) {
  return useQuery({ ...companyQueryOptions(), enabled });
}
