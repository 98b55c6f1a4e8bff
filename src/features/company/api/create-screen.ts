import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedMonitoringScreenSchema } from '../../../../contracts/monitoring.schema';
import { http } from '../../../lib/http';
import { screensQueryOptions } from './list-screens';

/** POST /api/monitoring/screens: a named kiosk link; its token comes back this once. */
export function useCreateScreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => CreatedMonitoringScreenSchema.parse(await http.post('/api/monitoring/screens', { name })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screensQueryOptions().queryKey }),
  });
}
