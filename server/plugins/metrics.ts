import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { EventEmitter } from 'node:events';
import { instrumentWriter } from '../lib/metrics-writer';
import { timeStatements } from '../lib/statement-timer';

interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const digest = (s: string) => createHash('sha256').update(s).digest();
const sameToken = (given: string, token: string) => timingSafeEqual(digest(given), digest(token));

/**
 * Prometheus metrics (prom-client), served only where the operator asked: on the main port behind
 * `Authorization: Bearer $METRICS_TOKEN`, and/or on `METRICS_PORT` of its own (for a scraper inside
 * the cluster network). Each app has its own registry. Figures: sockets by namespace, messages
 * stored (by author) and published, the store latency, database pool use and waits, statement time
 * by kind, Redis adapter errors by kind, the event-loop delay and the rest of prom-client's process
 * metrics.
 */
export default fp(async (app) => {
  const { metricsToken, metricsPort, host } = app.config;
  if (!metricsToken && !metricsPort) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const io = app.realtime.io;
  new Gauge({
    name: 'cc_sockets',
    help: 'Connected sockets of this process by namespace',
    labelNames: ['namespace'],
    registers: [registry],
    collect() {
      for (const ns of ['/agent', '/visitor']) this.set({ namespace: ns }, io.of(ns).sockets.size);
    },
  });
  const pool = (app.db as unknown as { $client?: PoolLike }).$client;
  new Gauge({
    name: 'cc_db_pool_clients',
    help: 'Database pool connections by state (waiting = queries waiting for a connection)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  const statements = new Histogram({
    name: 'cc_db_statement_seconds',
    help: 'Database statement time, from sent to answered, by its first keyword',
    labelNames: ['kind'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  });
  // The message writer's pool is another on the embedded database (PostgreSQL: the same one).
  const pools = new Set([pool, (app.messageDb as unknown as { $client?: PoolLike }).$client]);
  for (const p of pools) if (p) timeStatements(p as unknown as EventEmitter, (kind, seconds) => statements.observe({ kind }, seconds));
  const redisErrors = new Counter({
    name: 'cc_redis_adapter_errors_total',
    help: 'Redis adapter errors: connection errors, failed publishes, look-ups across processes that failed or timed out',
    labelNames: ['kind'],
    registers: [registry],
  });
  for (const kind of ['connection', 'publish', 'lookup']) redisErrors.inc({ kind }, 0);
  app.realtime.onRedisError((kind) => redisErrors.inc({ kind }));
  instrumentWriter(app.messageWriter, {
    stored: new Counter({
      name: 'cc_messages_stored_total',
      help: 'Messages stored (duplicates of a resend not counted)',
      labelNames: ['author'],
      registers: [registry],
    }),
    seconds: new Histogram({
      name: 'cc_message_store_seconds',
      help: 'From a message handed to the writer to its commit',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
  });

  const metricsText = async () => ({ type: registry.contentType, body: await registry.metrics() });

  if (metricsToken) {
    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith('Bearer ') || !sameToken(auth.slice(7), metricsToken)) return reply.code(404).send({ code: 'err_not_found' });
      const { type, body } = await metricsText();
      return reply.type(type).header('cache-control', 'no-store').send(body);
    });
  }

  let server: Server | undefined;
  if (metricsPort) {
    server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url !== '/metrics') return void res.writeHead(404).end();
      metricsText().then(
        ({ type, body }) => res.writeHead(200, { 'content-type': type }).end(body),
        (err: unknown) => (app.log.error({ err }, 'metrics failed'), res.writeHead(500).end()),
      );
    });
    await new Promise<void>((resolve, reject) => server!.once('error', reject).listen(metricsPort, host, resolve));
  }
  app.addHook('onClose', async () => {
    registry.clear();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
});
