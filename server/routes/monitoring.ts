import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MonitoringSettingsSchema, MonitoringSnapshotSchema } from '../../contracts';
import { monitoringSettingsOf, saveMonitoringSettings } from '../domain/monitoring/settings';

/**
 * The wall screen's settings (service-level threshold, tile limits): whoever watches reads them,
 * settings editors change them; every screen of the company gets the change as a delta. The
 * snapshot route serves what the socket's first frame does, for a client that only polls.
 */
const monitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['monitoring'];
  app.get(
    '/api/monitoring/settings',
    { config: { permission: 'dashboard.view' }, schema: { tags, summary: "The wall screen's service-level threshold and tile limits", response: { 200: MonitoringSettingsSchema } } },
    async (req) => monitoringSettingsOf(app.db, req.auth!.user.companyId!),
  );
  app.put(
    '/api/monitoring/settings',
    {
      config: { permission: 'settings.edit' },
      schema: { tags, summary: 'Set the service-level threshold (seconds) and when tiles turn amber or red', body: MonitoringSettingsSchema, response: { 200: MonitoringSettingsSchema } },
    },
    async (req) => {
      const companyId = req.auth!.user.companyId!;
      const saved = await saveMonitoringSettings(app.db, companyId, req.body);
      app.realtime.monitoring.settingsChanged(companyId);
      return saved;
    },
  );
  app.get(
    '/api/monitoring/snapshot',
    { config: { permission: 'dashboard.view' }, schema: { tags, summary: "The company's floor now: people, open interactions, queues and today's figures", response: { 200: MonitoringSnapshotSchema } } },
    async (req) => app.realtime.monitoring.snapshot(req.auth!.user.companyId!),
  );
};

export default monitoringRoutes;
