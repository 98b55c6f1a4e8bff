import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { screensQueryOptions } from './list-screens';

/** DELETE /api/monitoring/screens/{id}: the link stops working and its screens go dark. */
export function useRevokeScreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => http.delete(`/api/monitoring/screens/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screensQueryOptions().queryKey }),
  });
}
