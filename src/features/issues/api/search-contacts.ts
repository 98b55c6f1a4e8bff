import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ContactListSchema } from '../../../../contracts/contact.schema';
import { http, type HttpClient } from '../../../lib/http';

export interface ContactOption {
  id: number;
  name: string;
}

/** GET /api/contacts?q=…: the first contacts matching what the user typed, for the issue form. */
export async function searchContacts(q: string, client: HttpClient = http, signal?: AbortSignal): Promise<ContactOption[]> {
  const query = new URLSearchParams({ size: '20', sort: 'name', dir: 'asc' });
  if (q.trim()) query.set('q', q.trim());
  const list = ContactListSchema.parse(await client.get(`/api/contacts?${query}`, { signal }));
  return list.items.map((c) => ({ id: c.id, name: [c.last_name, c.first_name].filter(Boolean).join(' ') || c.email || c.phone }));
}

export const contactSearchQueryOptions = (q: string) =>
  queryOptions({ queryKey: ['issue-contact-search', q] as const, queryFn: ({ signal }) => searchContacts(q, http, signal), staleTime: 30_000 });

export function useContactSearch(q: string) {
  return useQuery({ ...contactSearchQueryOptions(q), placeholderData: keepPreviousData });
}
