import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ContactSchema, type Contact, type ContactMergeBody } from '../../../../contracts/contact.schema';
import { http, type HttpClient } from '../../../lib/http';
import { contactsQueryOptions } from './list-contacts';

/** POST /api/contacts/merge: `merge_id` goes into `keep_id` (refusals come back as a toast). */
export async function mergeContacts(body: ContactMergeBody, client: HttpClient = http): Promise<Contact> {
  return ContactSchema.parse(await client.post('/api/contacts/merge', body));
}

export function useMergeContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactMergeBody) => mergeContacts(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsQueryOptions().queryKey }),
  });
}
