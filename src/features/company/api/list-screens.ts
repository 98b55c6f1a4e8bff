import { queryOptions, useQuery } from '@tanstack/react-query';
import { MonitoringScreenListSchema } from '../../../../contracts/monitoring.schema';
import { http } from '../../../lib/http';

/** GET /api/monitoring/screens: the company's kiosk links (settings.edit). */
export const screensQueryOptions = () =>
  queryOptions({
    queryKey: ['monitoring', 'screens'] as const,
    queryFn: async ({ signal }) => MonitoringScreenListSchema.parse(await http.get('/api/monitoring/screens', { signal })),
  });

export const useScreens = (enabled: boolean) => useQuery({ ...screensQueryOptions(), enabled });
