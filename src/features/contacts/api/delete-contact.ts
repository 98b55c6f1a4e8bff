import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';
import { contactsQueryOptions } from './list-contacts';

/** DELETE /api/contacts/:id; refused (err_contact_delete_open) while it has open interactions or issues. */
export async function deleteContact(id: number, client: HttpClient = http): Promise<void> {
  // The dialog shows the refusal itself.
  await client.delete(`/api/contacts/${id}`, { silent: true });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteContact(id),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: [...contactsQueryOptions().queryKey, 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: contactsQueryOptions().queryKey });
    },
  });
}
