import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ContactTypeSchema, type ContactType, type ContactTypeBody } from '../../../../contracts/contact.schema';
import { http, type HttpClient } from '../../../lib/http';
import { contactTypesQueryOptions } from './contact-types';
import { contactsQueryOptions } from './list-contacts';
import { formSilent } from '../../../lib/forms/server-error';

/** POST or PUT /api/contact-types (settings.edit); a duplicate name is shown on the field. */
export async function saveContactType({ id, body }: { id?: number; body: ContactTypeBody }, client: HttpClient = http): Promise<ContactType> {
  const silent = formSilent;
  const answer = id ? await client.put(`/api/contact-types/${id}`, body, { silent }) : await client.post('/api/contact-types', body, { silent });
  return ContactTypeSchema.parse(answer);
}

export function useSaveContactType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number; body: ContactTypeBody }) => saveContactType(input),
    // The list shows type names, so it is refreshed too.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contactTypesQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: contactsQueryOptions().queryKey });
    },
  });
}
