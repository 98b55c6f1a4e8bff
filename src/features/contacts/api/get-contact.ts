import { queryOptions, useQuery } from '@tanstack/react-query';
import { ContactDetailSchema, type ContactDetail } from '../../../../contracts/contact.schema';
import { http, type HttpClient } from '../../../lib/http';
import { contactsQueryOptions } from './list-contacts';

/** GET /api/contacts/:id: every field, the contact's interactions and issues. */
export async function getContact(id: number, client: HttpClient = http, signal?: AbortSignal): Promise<ContactDetail> {
  // Not found is shown by the page itself, not as a toast.
  return ContactDetailSchema.parse(await client.get(`/api/contacts/${id}`, { signal, silent: (e) => e.status === 404 }));
}

export const contactQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...contactsQueryOptions().queryKey, 'detail', id] as const,
    queryFn: ({ signal }) => getContact(id, http, signal),
    retry: false,
  });

export function useContact(id: number) {
  return useQuery(contactQueryOptions(id));
}
