import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE, SOCKET_FRAME_MAX } from '../../contracts';
import { build, consoleSocket, makeCompany, nextIp, OWN_ORIGIN, PASSWORD, signIn, until } from './helper';
import { issueCompany } from './issues-fixture';

let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

/** A page on another port of the same host: same site, so a SameSite=Lax cookie still goes along. */
const SIBLING = 'http://localhost:8080';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('requests from another page than the console', () => {
  it('refuses writes a page of another port makes with the admin cookie', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.admin);
    const invite = { email: 'x@test.mn', role: 'admin', first_name: 'Сараа', last_name: 'Батаа' };
    const cross = await t.app.inject({ method: 'POST', url: '/api/invites', headers: { cookie, origin: SIBLING }, payload: invite });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().code).toBe('err_forbidden_action');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-responses',
      headers: { cookie, referer: `${SIBLING}/page` },
      payload: { key: 'hi', answer: 'x' },
    });
    expect(saved.statusCode).toBe(403);
    // A sandboxed frame says 'null'; a request with neither header that carries the cookie is refused.
    for (const headers of [{ origin: 'null' }, { origin: undefined, referer: undefined }]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/saved-responses', headers: { cookie, ...headers }, payload: { key: 'hi', answer: 'x' } })).statusCode).toBe(
        403,
      );
    }
    expect((await t.app.inject({ url: '/api/invites', headers: { cookie } })).json().items).toEqual([]);
    expect((await t.app.inject({ url: '/api/saved-responses', headers: { cookie } })).json().items ?? []).toEqual([]);
    // The console's own page (Origin, or a Referer when there is none) is let through.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/saved-responses',
      headers: { cookie, origin: undefined, referer: `${OWN_ORIGIN}/settings/saved_response` },
      payload: { key: 'hi', answer: 'x' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('takes JSON only on /api, forms only where a server page posts one', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.admin);
    const form = await t.app.inject({ method: 'POST', url: '/api/company/delete', headers: { cookie, ...FORM }, payload: 'name=x' });
    expect([form.statusCode, form.json().code]).toEqual([415, 'err_unsupported_media_type']);
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/saved-responses',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=XX' },
      payload: '--XX\r\nContent-Disposition: form-data; name="key"\r\n\r\nhi\r\n--XX--\r\n',
    });
    expect([multipart.statusCode, multipart.json().code]).toEqual([415, 'err_unsupported_media_type']);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/saved-responses',
      headers: { cookie, 'content-type': 'text/plain' },
      payload: '{"key":"hi","answer":"x"}',
    });
    expect(text.statusCode).toBe(415);
    // The public sign-in page's form still posts.
    const signed = await t.app.inject({
      method: 'POST',
      url: '/pub/login',
      headers: FORM,
      payload: `email=${encodeURIComponent(co.emails.agent)}&password=${PASSWORD}`,
      remoteAddress: nextIp(),
    });
    expect(signed.statusCode).toBe(303);
  });

  it('refuses a sign-in form posted from another page, lets a client with no page sign in', async () => {
    const co = await makeCompany(t.db);
    const payload = `email=${encodeURIComponent(co.emails.agent)}&password=${PASSWORD}`;
    const cross = await t.app.inject({ method: 'POST', url: '/pub/login', headers: { ...FORM, origin: SIBLING }, payload, remoteAddress: nextIp() });
    expect(cross.statusCode).toBe(403);
    expect(cross.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const api = await t.app.inject({
      method: 'POST',
      url: '/pub/login',
      headers: { origin: undefined },
      payload: { email: co.emails.agent, password: PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(api.statusCode).toBe(200);
  });

  it('signs out on the GET of the spec only from the console, and on POST', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const signedIn = async () => (await t.app.inject({ url: '/api/me', headers: { cookie } })).json().ID !== 0;
    // An <img src=/api/logout> on another page: a cross-site Referer, or none at all.
    for (const headers of [
      { origin: undefined, referer: `${SIBLING}/x` },
      { origin: undefined, referer: undefined },
    ]) {
      expect((await t.app.inject({ url: '/api/logout', headers: { cookie, ...headers } })).statusCode).toBe(403);
      expect(await signedIn()).toBe(true);
    }
    // The console's fetch of the same origin sends its Referer (Referrer-Policy: same-origin).
    const page = await t.app.inject({ url: '/pub/login' });
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const out = await t.app.inject({ url: '/api/logout', headers: { cookie, origin: undefined, referer: `${OWN_ORIGIN}/issues` } });
    expect(out.statusCode).toBe(200);
    expect(await signedIn()).toBe(false);

    const again = await signIn(t.app, co.emails.agent);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: again } })).json()).toEqual({ ok: true });
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: again } })).json().ID).toBe(0);
  });
});

describe('where sign-in leads', () => {
  it('sends a form sign-in with a bad next home, never to another host or a 500', async () => {
    const co = await makeCompany(t.db);
    for (const next of ['/\t/evil.test/phish', '/\n/evil.test', '/\r\nSet-Cookie: x=1', '/\\evil.test', '//evil.test', 'https:evil.test']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/pub/login',
        headers: FORM,
        payload: `email=${encodeURIComponent(co.emails.agent)}&password=${PASSWORD}&next=${encodeURIComponent(next)}`,
        remoteAddress: nextIp(),
      });
      expect([next, res.statusCode, res.headers.location]).toEqual([next, 303, '/']);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/pub/login',
      payload: { email: co.emails.agent, password: PASSWORD, next: '/%2F/evil.test' },
      remoteAddress: nextIp(),
    });
    expect(json.json().redirect).toBe('/');
    const page = await t.app.inject({ url: '/pub/login?next=%2F%09%2Fevil.test%2Fphish' });
    expect(page.body).toContain('name="next" value="/"');
    const fine = await t.app.inject({
      method: 'POST',
      url: '/pub/login',
      payload: { email: co.emails.agent, password: PASSWORD, next: '/issues?tab=mine' },
      remoteAddress: nextIp(),
    });
    expect(fine.json().redirect).toBe('/issues?tab=mine');
  });
});

describe('response headers', () => {
  it('lets the console connect to its own origin only, and keeps API answers out of caches', async () => {
    const csp = String((await t.app.inject({ url: '/pub/login' })).headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/\bwss?:/);
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    for (const url of ['/api/me', '/api/users', '/api/nope']) expect((await t.app.inject({ url, headers: { cookie } })).headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS only over TLS through a trusted proxy', async () => {
    expect((await t.app.inject({ url: '/pub/version', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBeUndefined();
    const proxied = await build({ trustProxy: true });
    try {
      expect((await proxied.app.inject({ url: '/pub/version', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBe(
        'max-age=31536000',
      );
      expect((await proxied.app.inject({ url: '/pub/version', headers: { 'x-forwarded-proto': 'http' } })).headers['strict-transport-security']).toBeUndefined();
      // The console's origin as the browser sees it is the proxy's public host.
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/pub/login',
        headers: { host: '10.0.0.5:3000', 'x-forwarded-host': 'cc.example.mn', 'x-forwarded-proto': 'https', origin: 'https://cc.example.mn' },
        payload: { email: 'no@test.mn', password: 'x' },
        remoteAddress: nextIp(),
      });
      expect(res.json().code).toBe('err_invalid_credentials');
    } finally {
      await proxied.close();
    }
    // A second database of its own: slower to set up on a loaded machine.
  }, 120_000);
});

describe('uploads', () => {
  it('serves attachments with an inert type, as a download, sandboxed', async () => {
    const c = await issueCompany(t);
    const issue = await c.create('admin');
    const served = async (name: string, mime: string) => {
      const up = await c.post('admin', `/api/issues/${issue.id}/attachments`, {
        name,
        mime,
        data: Buffer.from('<script>alert(document.cookie)</script>').toString('base64'),
      });
      const down = await c.get('admin', `/api/issues/${issue.id}/attachments/${up.json().id}`);
      expect(down.headers['x-content-type-options']).toBe('nosniff');
      expect(down.headers['content-disposition']).toMatch(/^attachment;/);
      expect(down.headers['content-security-policy']).toMatch(/sandbox/);
      expect(down.headers['content-security-policy']).toMatch(/default-src 'none'/);
      return down.headers['content-type'];
    };
    for (const mime of ['text/html', 'image/svg+xml', 'application/javascript', 'text/xml', 'application/xhtml+xml'])
      expect(await served('x', mime)).toBe('application/octet-stream');
    expect(await served('a.png', 'image/png')).toBe('image/png');
    expect(await served('a.pdf', 'application/pdf')).toBe('application/pdf');
  });

  it('answers an oversized import 413, as an oversized attachment', async () => {
    const c = await issueCompany(t);
    const issue = await c.create('admin');
    const big = await c.post('admin', `/api/issues/${issue.id}/attachments`, {
      name: 'a.txt',
      mime: 'text/plain',
      data: Buffer.alloc(2 * 1024 * 1024, 'a').toString('base64'),
    });
    expect([big.statusCode, big.json().code]).toEqual([413, 'err_issue_attachment_too_large']);
    const rows = Array.from({ length: 40_000 }, (_, i) => ({ first_name: `Нэр${i}`.padEnd(200, 'x'), phone: '99112233' }));
    const imp = await c.post('admin', '/api/contacts/import', { rows });
    expect([imp.statusCode, imp.json().code]).toEqual([413, 'err_body_too_large']);
  });
});

describe('socket frames', () => {
  it('answers a frame over the limit with an error frame and keeps the connection', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const { socket, inbox, send } = await consoleSocket(origin + AGENT_NAMESPACE, cookie);
    try {
      await until(() => inbox.find((m) => m.type === 'presence.snapshot'), 'snapshot');
      socket.emit('msg', { type: 'message.send', interaction_id: 1, client_id: 'c1', body: 'я'.repeat(SOCKET_FRAME_MAX) });
      expect(await until(() => inbox.find((m) => m.type === 'error'), 'error frame')).toEqual({ type: 'error', code: 'err_body_too_large' });
      expect(socket.connected).toBe(true);
      // The connection still works: a change of presence comes back.
      send({ type: 'presence.set', presence: 'away' });
      await until(() => inbox.find((m) => m.type === 'presence.changed' && m.presence === 'away'), 'presence changed');
    } finally {
      socket.disconnect();
    }
  });
});
