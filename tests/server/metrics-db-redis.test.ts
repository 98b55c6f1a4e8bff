import { afterAll, describe, expect, it } from 'vitest';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { build, makeCompany, signIn } from './helper';
import { redisRelay } from './redis-relay';

const TOKEN = 'metrics-token-for-tests-0123456789';
/** One sample's value from the Prometheus text format (0 when the series is absent). */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(series + ' '));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
};
/** Polls an asynchronous condition; fails after `ms`. */
async function waitUntil(ok: () => boolean | Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
type Built = Awaited<ReturnType<typeof build>>;
const scrape = async (t: Built) => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('metrics of the database and of Redis', () => {
  const opened: Built[] = [];
  afterAll(async () => {
    for (const t of opened) await t.close().catch(() => {});
  });

  it('time the statements a request and a stored message run, by their first keyword', async () => {
    const t = await build({ metricsToken: TOKEN });
    opened.push(t);
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    const before = await scrape(t);

    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${id}/messages`,
      headers: { cookie },
      payload: { client_id: 'statement-timing-1', body: 'Сайн байна уу' },
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const after = await scrape(t);
    const moved = (series: string) => sample(after, series) - sample(before, series);
    expect(moved('cc_db_statement_seconds_count{kind="select"}')).toBeGreaterThan(0);
    // The message went in by a statement of its own (group commit's insert or its function call).
    expect(
      moved('cc_db_statement_seconds_count{kind="select"}') + moved('cc_db_statement_seconds_count{kind="insert"}') + moved('cc_db_statement_seconds_count{kind="with"}'),
    ).toBeGreaterThan(1);
    expect(moved('cc_db_statement_seconds_sum{kind="select"}')).toBeGreaterThan(0);
    // Buckets are cumulative: the +Inf one holds every statement.
    expect(sample(after, 'cc_db_statement_seconds_bucket{le="+Inf",kind="select"}')).toBe(sample(after, 'cc_db_statement_seconds_count{kind="select"}'));
  }, 90_000);

  const redisUrl = process.env.TEST_REDIS_URL;
  it.skipIf(!redisUrl)(
    'count the Redis adapter connection errors while Redis is gone, and stop when it is back',
    async () => {
      const relay = redisRelay(new URL(redisUrl ?? 'redis://127.0.0.1:6379'));
      const t = await build({ metricsToken: TOKEN, redisUrl: await relay.start() });
      opened.push(t);
      const errors = async () => sample(await scrape(t), 'cc_redis_adapter_errors_total{kind="connection"}');
      expect(await errors()).toBe(0);
      expect(await scrape(t)).toContain('cc_redis_adapter_errors_total{kind="publish"} 0');

      await relay.cut();
      await waitUntil(async () => (await errors()) > 0, 10_000, 'a connection error counted');
      await relay.restore();
      await waitUntil(() => t.app.realtime.clusterReachable(), 15_000, 'Redis reached again');
      const settled = await errors();
      await new Promise((r) => setTimeout(r, 1500));
      expect(await errors()).toBe(settled);
    },
    90_000,
  );
});
