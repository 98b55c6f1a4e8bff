import type { EvapiLog } from './evapi-client';

/** Second key space of advisory locks (routing uses 7311): the one process holding the SIP link. */
const TELEPHONY_LOCK = [7312, 1] as const;

/**
 * One process of a cluster holds the evapi link: the one holding a session advisory lock on its
 * own PostgreSQL connection (released by PostgreSQL when that process or connection dies; the
 * others try again every `retryMs`). On the embedded database there is one process: it owns.
 */
export function holdOwnership(databaseUrl: string, log: EvapiLog, onGain: () => void, onLose: () => void, retryMs = 5000) {
  if (!databaseUrl) {
    onGain();
    return { stop: async () => onLose() };
  }
  let stopped = false;
  let owner = false;
  let timer: NodeJS.Timeout | null = null;
  let client: import('pg').Client | null = null;
  const lose = () => {
    if (owner) onLose();
    owner = false;
  };
  const attempt = async () => {
    timer = null;
    if (stopped) return;
    try {
      if (!client) {
        const { default: pg } = await import('pg');
        const c = new pg.Client({ connectionString: databaseUrl });
        c.on('error', () => {
          lose();
          client = null;
        });
        await c.connect();
        client = c;
      }
      const r = await client.query('select pg_try_advisory_lock($1::int, $2::int) as got', [...TELEPHONY_LOCK]);
      if (r.rows[0]?.got && !owner && !stopped) {
        owner = true;
        log.info({}, 'this process holds the SIP server link');
        onGain();
      }
    } catch (err) {
      log.warn({ err: String(err) }, 'SIP link ownership check failed');
      lose();
      await client?.end().catch(() => {});
      client = null;
    }
    if (!stopped && !owner) timer = setTimeout(attempt, retryMs);
  };
  void attempt();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      lose();
      await client?.end().catch(() => {});
    },
  };
}
