import { queryOptions, useQuery } from '@tanstack/react-query';
import { ContactTypeListSchema, type ContactType } from '../../../../contracts/contact.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/contact-types: every member reads them (the contact form and filters offer them). */
export async function listContactTypes(client: HttpClient = http, signal?: AbortSignal): Promise<ContactType[]> {
  return ContactTypeListSchema.parse(await client.get('/api/contact-types', { signal })).items;
}

export const contactTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['contact-types'] as const,
    queryFn: ({ signal }) => listContactTypes(http, signal),
  });

export function useContactTypes() {
  return useQuery(contactTypesQueryOptions());
}
