import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TourStateSchema, type TourState } from '../../../../contracts/tour.schema';
import { http, type HttpClient } from '../../../lib/http';
import { tourStateQueryOptions } from './get-tour-state';

/** PUT /api/tour {seen: true}: finished or skipped, so it is not offered again. */
export async function markTourSeen(client: HttpClient = http): Promise<TourState> {
  // Silent: a failure only means the tour is offered once more at the next sign-in.
  return TourStateSchema.parse(await client.put('/api/tour', { seen: true }, { silent: true }));
}

export function useMarkTourSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markTourSeen(),
    onSuccess: (state) => queryClient.setQueryData(tourStateQueryOptions().queryKey, state),
  });
}
