import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';
import { contactsQueryOptions } from './list-contacts';
import { contactTypesQueryOptions } from './contact-types';

/** DELETE /api/contact-types/:id; its contacts keep everything but the type. */
export async function deleteContactType(id: number, client: HttpClient = http): Promise<void> {
  await client.delete(`/api/contact-types/${id}`);
}

export function useDeleteContactType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteContactType(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contactTypesQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: contactsQueryOptions().queryKey });
    },
  });
}
