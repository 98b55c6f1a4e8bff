import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { MIGRATIONS } from '../db/client';

/** How long a readiness check may take before the database counts as unreachable. */
const CHECK_TIMEOUT_MS = 2000;

const HealthSchema = z.object({ status: z.literal('ok') });
const ReadySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: z.boolean(), migrations: z.boolean(), redis: z.boolean() }),
});

const migrationCount = () => (JSON.parse(readFileSync(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * `/healthz`: the process is alive and serving. `/readyz`: it should be sent traffic: the database
 * answers, every migration this build knows is applied, and Redis is connected when one is
 * configured. Once the process is shutting down Fastify answers 503 to every request (its
 * `return503OnClosing`), this one included, so a balancer stops sending it traffic.
 * Both are cheap, unauthenticated, and say which check failed but nothing of why.
 */
export default fp(async (app) => {
  const expected = migrationCount();
  let migrated = false;

  const tags = ['health'];
  app.get(
    '/healthz',
    { config: { access: 'public' }, logLevel: 'warn', schema: { tags, summary: 'The process is alive', operationId: 'health', response: { 200: HealthSchema } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      config: { access: 'public' },
      // A balancer asks every second or two: only what goes wrong is logged.
      logLevel: 'warn',
      schema: {
        tags,
        summary: 'The process is ready for traffic (database, migrations, Redis); 503 with the same body when not',
        operationId: 'ready',
        response: { 200: ReadySchema },
      },
    },
    async (req, reply) => {
      const database = await within(CHECK_TIMEOUT_MS, app.db.execute(sql`select 1`)).then(
        () => true,
        (err: unknown) => (req.log.warn({ err }, 'readiness: database check failed'), false),
      );
      // Once all are there they stay there (a process never un-migrates), so the count is read once.
      if (database && !migrated) {
        const rows = await within(CHECK_TIMEOUT_MS, app.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).catch(() => null);
        const n = rows ? Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) : 0;
        migrated = n >= expected;
      }
      const checks = { database, migrations: database && migrated, redis: app.realtime.clusterReachable() };
      const ready = Object.values(checks).every(Boolean);
      // 503 carries the same body; it is left out of the schema, where refusals are error bodies.
      return reply.code((ready ? 200 : 503) as 200).send({ status: ready ? 'ready' : 'not_ready', checks });
    },
  );
});
