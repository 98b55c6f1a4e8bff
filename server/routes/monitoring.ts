import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import {
  CreateMonitoringScreenBodySchema,
  CreatedMonitoringScreenSchema,
  MonitoringScreenIdParamsSchema,
  MonitoringScreenListSchema,
  MonitoringSettingsSchema,
  MonitoringSnapshotSchema,
  OkSchema,
} from '../../contracts';
import { createScreen, listScreens, revokeScreen } from '../domain/monitoring/screens';
import { monitoringSettingsOf, saveMonitoringSettings } from '../domain/monitoring/settings';
import { AppError } from '../lib/app-error';

/** A screen's name: empty or too long is the catalogue's own refusal, with its field message. */
function screenNameErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const name = dataVar === 'body' ? errors.find((e) => e.instancePath === '/name') : undefined;
  if (name?.keyword === 'too_small') return new AppError('err_name_empty');
  if (name?.keyword === 'too_big') return new AppError('err_name_too_long');
  return new Error(`${dataVar} ${errors.map((e) => `${e.instancePath} ${e.message}`).join(', ')}`);
}

/**
 * The wall screen's settings (service-level threshold, tile limits): whoever watches reads them,
 * settings editors change them; every screen of the company gets the change as a delta. The
 * snapshot route serves what the socket's first frame does, for a client that only polls.
 */
const monitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['monitoring'];
  app.get(
    '/api/monitoring/settings',
    {
      config: { permission: 'dashboard.view' },
      schema: { tags, summary: "The wall screen's service-level threshold and tile limits", response: { 200: MonitoringSettingsSchema } },
    },
    async (req) => monitoringSettingsOf(app.db, req.auth!.user.companyId!),
  );
  app.put(
    '/api/monitoring/settings',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        summary: 'Set the service-level threshold (seconds) and when tiles turn amber or red',
        body: MonitoringSettingsSchema,
        response: { 200: MonitoringSettingsSchema },
      },
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
    {
      config: { permission: 'dashboard.view' },
      schema: { tags, summary: "The company's floor now: people, open interactions, queues and today's figures", response: { 200: MonitoringSnapshotSchema } },
    },
    async (req) => app.realtime.monitoring.snapshot(req.auth!.user.companyId!),
  );

  // Kiosk links: settings editors name, list and revoke them; a revoked screen goes dark at once.
  app.get(
    '/api/monitoring/screens',
    { config: { permission: 'settings.edit' }, schema: { tags, summary: "The company's read-only wall-screen links", response: { 200: MonitoringScreenListSchema } } },
    async (req) => ({ items: await listScreens(app.db, req.auth!.user.companyId!) }),
  );
  app.post(
    '/api/monitoring/screens',
    {
      config: { permission: 'settings.edit' },
      schemaErrorFormatter: screenNameErrors,
      schema: {
        tags,
        summary: 'Create a named wall-screen link; its token is answered this once',
        body: CreateMonitoringScreenBodySchema,
        response: { 200: CreatedMonitoringScreenSchema },
      },
    },
    async (req) => createScreen(app.db, req.auth!.user.companyId!, req.body.name, req.auth!.user.id),
  );
  app.delete(
    '/api/monitoring/screens/:id',
    {
      config: { permission: 'settings.edit' },
      schema: { tags, summary: 'Revoke a wall-screen link (its open screens disconnect)', params: MonitoringScreenIdParamsSchema, response: { 200: OkSchema } },
    },
    async (req) => {
      await revokeScreen(app.db, req.auth!.user.companyId!, req.params.id);
      app.realtime.monitoring.screenRevoked(req.params.id);
      return { ok: true as const };
    },
  );
};

export default monitoringRoutes;
