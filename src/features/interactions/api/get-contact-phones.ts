import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http, type HttpClient } from '../../../lib/http';

// The two fields of ContactSchema read here, without the contact rules (and the phone-number
// metadata they bring) in the live page's first load.
const PhonesSchema = z.object({ phone: z.string(), extra_phones: z.array(z.string()) });

/** GET /api/contacts/:id, only its phone numbers (the side panel's click-to-call); none when it cannot be read. */
export async function getContactPhones(id: number, client: HttpClient = http, signal?: AbortSignal): Promise<string[]> {
  try {
    const c = PhonesSchema.parse(await client.get(`/api/contacts/${id}`, { signal, silent: true }));
    return [c.phone, ...c.extra_phones].filter((p) => p.trim() !== '');
  } catch {
    return [];
  }
}

export const contactPhonesQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['contacts', id, 'phones'] as const, queryFn: ({ signal }) => getContactPhones(id, http, signal), staleTime: 60_000 });

export const useContactPhones = (id: number | null) => useQuery({ ...contactPhonesQueryOptions(id ?? 0), enabled: id !== null });
