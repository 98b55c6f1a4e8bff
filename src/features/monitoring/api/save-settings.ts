import { useMutation } from '@tanstack/react-query';
import { MonitoringSettingsSchema, type MonitoringSettings } from '../../../../contracts/monitoring.schema';
import { http } from '../../../lib/http';

/** PUT /api/monitoring/settings: every screen of the company gets the new limits as a delta. */
export const useSaveMonitoringSettings = () =>
  useMutation({ mutationFn: async (s: MonitoringSettings) => MonitoringSettingsSchema.parse(await http.put('/api/monitoring/settings', s)) });
