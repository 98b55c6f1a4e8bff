import { queryOptions, useQuery } from '@tanstack/react-query';
import { PendingCompanyListSchema, type PendingCompany } from '../../../../contracts/onboarding.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/admin/companies: companies waiting for approval (superadmins only). */
export async function listPendingCompanies(client: HttpClient = http, signal?: AbortSignal): Promise<PendingCompany[]> {
  return PendingCompanyListSchema.parse(await client.get('/api/admin/companies', { signal })).items;
}

export const pendingCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'pending-companies'] as const,
    queryFn: ({ signal }) => listPendingCompanies(http, signal),
  });

export function usePendingCompanies({ enabled = true }: { enabled?: boolean } = {}) {
  // New requests arrive while the panel is open: ask again now and then.
  return useQuery({ ...pendingCompaniesQueryOptions(), enabled, refetchInterval: 30_000 });
}
