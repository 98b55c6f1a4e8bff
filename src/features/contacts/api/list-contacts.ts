import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ContactListSchema, type ContactList, type ContactListQuery } from '../../../../contracts/contact.schema';
import { http, type HttpClient } from '../../../lib/http';

export type ContactsParams = Partial<ContactListQuery>;

/** `?a=1&b=…` of the defined params, shared by the list and the export link. */
export function contactsSearch(params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  return query.size ? `?${query}` : '';
}

/** GET /api/contacts: one server page of the filtered, sorted list, with the total. */
export async function listContacts(params: ContactsParams = {}, client: HttpClient = http, signal?: AbortSignal): Promise<ContactList> {
  return ContactListSchema.parse(await client.get(`/api/contacts${contactsSearch(params)}`, { signal }));
}

/** Without params the key is the prefix of every contacts list, which is what mutations invalidate. */
export const contactsQueryOptions = (params?: ContactsParams) =>
  queryOptions({
    queryKey: params ? (['contacts', 'list', params] as const) : (['contacts'] as const),
    queryFn: ({ signal }) => listContacts(params, http, signal),
  });

export function useContacts(params: ContactsParams) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...contactsQueryOptions(params), placeholderData: keepPreviousData });
}
