import { queryOptions, useQuery } from '@tanstack/react-query';
import { CustomApiListSchema, type CustomApi } from '../../../../contracts/custom-api.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/custom-apis: the company's endpoints, secret headers masked. */
export async function getCustomApis(client: HttpClient = http, signal?: AbortSignal): Promise<CustomApi[]> {
  return CustomApiListSchema.parse(await client.get('/api/custom-apis', { signal })).items;
}

export const customApisQueryOptions = () => queryOptions({ queryKey: ['custom-apis'] as const, queryFn: ({ signal }) => getCustomApis(http, signal) });

export const useCustomApis = () => useQuery(customApisQueryOptions());
