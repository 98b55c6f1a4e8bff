import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ContactSchema, type Contact, type ContactBody } from '../../../../contracts/contact.schema';
import { formSilent } from '../../../lib/forms/server-error';
import { http, type HttpClient } from '../../../lib/http';
import { contactsQueryOptions } from './list-contacts';

/** POST /api/contacts (no id) or PUT /api/contacts/:id; needs contact.edit. */
export async function saveContact({ id, body }: { id?: number; body: ContactBody }, client: HttpClient = http): Promise<Contact> {
  // The form shows every refusal itself: on its field, or in the dialog.
  const silent = formSilent;
  const answer = id ? await client.put(`/api/contacts/${id}`, body, { silent }) : await client.post('/api/contacts', body, { silent });
  return ContactSchema.parse(answer);
}

export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number; body: ContactBody }) => saveContact(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsQueryOptions().queryKey }),
  });
}
