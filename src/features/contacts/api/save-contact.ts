import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ContactSchema, type Contact, type ContactBody } from '../../../../contracts/contact.schema';
import type { ErrorCode } from '../../../../contracts/errors';
import { http, type HttpClient } from '../../../lib/http';
import { contactsQueryOptions } from './list-contacts';

/** Refusals the form shows beside their field instead of a toast. */
export const FIELD_CODES: readonly ErrorCode[] = [
  'err_contact_exists',
  'err_contact_name_empty',
  'err_contact_name_too_short',
  'err_contact_name_too_long',
  'err_contact_phone_or_email',
  'err_contact_email_invalid',
  'err_contact_phone_invalid',
  'err_contact_note_too_long',
  'err_contact_address_too_long',
  'err_contact_field_too_long',
];

/** POST /api/contacts (no id) or PUT /api/contacts/:id; needs contact.edit. */
export async function saveContact({ id, body }: { id?: number; body: ContactBody }, client: HttpClient = http): Promise<Contact> {
  const silent = (e: { code?: ErrorCode }) => !!e.code && FIELD_CODES.includes(e.code);
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
