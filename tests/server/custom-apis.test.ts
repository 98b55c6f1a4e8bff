import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_MASK } from '../../contracts';
import { customApis } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import { startOrderEndpoint } from './flow-endpoint';
import { build, makeCompany, signIn } from './helper';

let t: Awaited<ReturnType<typeof build>>;
let strict: Awaited<ReturnType<typeof build>>;
let endpoint: Awaited<ReturnType<typeof startOrderEndpoint>>;
beforeAll(async () => {
  endpoint = await startOrderEndpoint();
  // The operator allows the test's loopback host on one server, and nothing on the other.
  t = await build({ fetchAllowedHosts: ['127.0.0.1'] });
  strict = await build();
});
afterAll(async () => {
  await t.close();
  await strict.close();
  await endpoint.close();
});

const body = (url: string, extra: Record<string, unknown> = {}) => ({
  name: 'Order status',
  method: 'GET',
  url,
  headers: [{ name: 'Authorization', value: 'Bearer s3cret-token', secret: true }],
  body: '',
  response_fields: [
    { variable: 'status', path: 'order.status' },
    { variable: 'day', path: 'order.eta.day' },
    { variable: 'auth', path: 'auth' },
  ],
  timeout_ms: 1000,
  status: 'active',
  ...extra,
});

describe('custom APIs', () => {
  it('saves an endpoint, never shows its secret again, keeps it when sent back masked and calls it', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const made = await t.app.inject({ method: 'POST', url: '/api/custom-apis', headers: { cookie: admin }, payload: body(`${endpoint.base}/orders/{{order}}`) });
    expect(made.statusCode).toBe(200);
    expect(made.body).not.toContain('s3cret-token');
    expect(made.json().headers).toEqual([{ name: 'Authorization', value: SECRET_MASK, secret: true }]);
    const id = made.json().id;
    const listed = await t.app.inject({ url: '/api/custom-apis', headers: { cookie: admin } });
    expect(listed.body).not.toContain('s3cret-token');

    // Renamed, with the secret sent back as the mask: the stored value stays.
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/custom-apis/${id}`,
      headers: { cookie: admin },
      payload: body(`${endpoint.base}/orders/{{order}}`, { name: 'Orders', headers: [{ name: 'Authorization', value: SECRET_MASK, secret: true }] }),
    });
    expect(renamed.json()).toMatchObject({ name: 'Orders' });
    const [row] = await t.db.select().from(customApis).where(eq(customApis.id, id));
    expect(row.headers[0].value).toBe('Bearer s3cret-token');

    const tried = await t.app.inject({ method: 'POST', url: `/api/custom-apis/${id}/test`, headers: { cookie: admin }, payload: { vars: { order: 'A 7/1' } } });
    expect(tried.json()).toEqual({ ok: true, status: 200, error: null, vars: { status: 'shipped', day: 'Friday', auth: 'Bearer s3cret-token' } });
    expect(endpoint.seen.at(-1)!.url).toBe('/orders/A%207%2F1');
  });

  it('reports an error status and a timeout as failures', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const add = async (url: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/custom-apis', headers: { cookie: admin }, payload: body(url, { timeout_ms: 500 }) })).json().id;
    const test = async (id: number) =>
      (await t.app.inject({ method: 'POST', url: `/api/custom-apis/${id}/test`, headers: { cookie: admin }, payload: { vars: {} } })).json();
    expect(await test(await add(`${endpoint.base}/broken`))).toMatchObject({ ok: false, status: 500, error: 'http' });
    const started = Date.now();
    expect(await test(await add(`${endpoint.base}/slow`))).toMatchObject({ ok: false, error: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('refuses a private or loopback address unless the operator allowed the host', async () => {
    const co = await makeCompany(strict.db);
    const admin = await signIn(strict.app, co.emails.admin);
    for (const url of [`${endpoint.base}/orders/1`, 'http://localhost:3251/x', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/', 'http://10.1.2.3/']) {
      const res = await strict.app.inject({ method: 'POST', url: '/api/custom-apis', headers: { cookie: admin }, payload: body(url) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'err_custom_api_target_refused', field: 'url' });
    }
    // One saved before the rule (or whose name now resolves privately) is refused when called.
    const [row] = await strict.db
      .insert(customApis)
      .values({ companyId: co.id, name: 'old', url: `${endpoint.base}/orders/1`, timeoutMs: 1000 })
      .returning();
    const hits = endpoint.seen.length;
    const tried = await strict.app.inject({ method: 'POST', url: `/api/custom-apis/${row.id}/test`, headers: { cookie: admin }, payload: { vars: {} } });
    expect(tried.json()).toMatchObject({ ok: false, error: 'refused' });
    expect(endpoint.seen.length).toBe(hits);
  });

  it('answers field messages for a bad address and time limit, and lets only editors write', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const bad = await t.app.inject({ method: 'POST', url: '/api/custom-apis', headers: { cookie: admin }, payload: body('ftp://example.com/x') });
    expect(bad.json()).toMatchObject({ code: 'err_custom_api_invalid', field: 'url' });
    const slow = await t.app.inject({
      method: 'POST',
      url: '/api/custom-apis',
      headers: { cookie: admin },
      payload: body('https://example.com/x', { timeout_ms: 60_000 }),
    });
    expect(slow.json()).toMatchObject({ code: 'err_custom_api_timeout', field: 'timeout_ms', max: 10000 });
    const agent = await signIn(t.app, co.emails.agent);
    const refused = await t.app.inject({ method: 'POST', url: '/api/custom-apis', headers: { cookie: agent }, payload: body('https://example.com/x') });
    expect(refused.statusCode).toBe(403);
  });
});
