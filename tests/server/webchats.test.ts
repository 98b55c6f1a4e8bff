import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedScript, type Webchat, type WebchatBody } from '../../contracts';
import { interactions, webchats } from '../../server/db/schema';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { build, makeCompany, signIn, uniq } from './helper';

let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const body = (over: Partial<WebchatBody> = {}): WebchatBody => ({
  domain: `shop-${uniq()}.mn`,
  name: 'Дэлгүүр',
  name_en: 'Shop',
  greeting: 'Сайн байна уу? Бид танд туслахад бэлэн.',
  greeting_en: 'Hello! How can we help?',
  brand_color: '#aa3300',
  text_color: '#ffffff',
  ...over,
});
const api = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('web-chat settings API', () => {
  it('adds a web chat with its channel, lists, reads, changes and deletes it', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const tag = uniq();
    const created = await api(
      admin,
      'POST',
      '/api/webchats',
      body({ domain: ` https://WWW.Shop-${tag}.MN:8443/contact?x=1 `, logo: 'data:image/png;base64,iVBORw0KGgo=' }),
    );
    expect(created.statusCode).toBe(200);
    const wc: Webchat = created.json();
    // Stored as the host name people meant, whatever they pasted.
    expect(wc).toMatchObject({
      domain: `www.shop-${tag}.mn`,
      name: 'Дэлгүүр',
      name_en: 'Shop',
      brand_color: '#aa3300',
      is_active: true,
      logo: 'data:image/png;base64,iVBORw0KGgo=',
    });
    // 24 random bytes, base64url: what the embed snippet carries.
    expect(wc.widget_key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(embedScript('https://cc.example', wc.widget_key)).toBe(`<script async src="https://cc.example/widget.js" data-widget-key="${wc.widget_key}"></script>`);

    // The channel every conversation points at exists, under the web chat's name.
    const channels = (await api(admin, 'GET', `/api/company/${co.id}/channel`)).json().items;
    expect(channels).toContainEqual(expect.objectContaining({ id: wc.channel_id, type: 'webchat', name: 'Дэлгүүр', number: `www.shop-${tag}.mn`, is_active: true }));

    // Managers read settings too; the list and the record carry the key.
    const manager = await signIn(t.app, co.emails.manager);
    expect((await api(manager, 'GET', '/api/webchats')).json().items).toEqual([wc]);
    expect((await api(manager, 'GET', `/api/webchats/${wc.id}`)).json()).toEqual(wc);

    const changed = await api(admin, 'PUT', `/api/webchats/${wc.id}`, body({ domain: `shop-${tag}.mn`, name: 'Шинэ нэр', is_active: false }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: wc.id, domain: `shop-${tag}.mn`, name: 'Шинэ нэр', is_active: false, logo: null, widget_key: wc.widget_key });
    const channelsAfter = (await api(admin, 'GET', `/api/company/${co.id}/channel`)).json().items;
    expect(channelsAfter).toContainEqual(expect.objectContaining({ id: wc.channel_id, name: 'Шинэ нэр', number: `shop-${tag}.mn`, is_active: false }));

    const deleted = await api(admin, 'DELETE', `/api/webchats/${wc.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await api(admin, 'GET', `/api/webchats/${wc.id}`)).json().code).toBe('err_webchat_not_found');
    expect((await api(admin, 'GET', `/api/company/${co.id}/channel`)).json().items.map((c: { id: number }) => c.id)).not.toContain(wc.channel_id);
    // The domain is free again.
    expect((await api(admin, 'POST', '/api/webchats', body({ domain: `shop-${tag}.mn` }))).statusCode).toBe(200);
  });

  it('keeps a domain to one web chat of the whole service, and names a bad domain', async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const theirs = await signIn(t.app, other.emails.admin);
    const domain = `taken-${uniq()}.mn`;
    const first: Webchat = (await api(admin, 'POST', '/api/webchats', body({ domain }))).json();

    for (const [who, d] of [
      [admin, domain],
      [theirs, `HTTPS://${domain.toUpperCase()}/`],
    ] as const) {
      const dup = await api(who, 'POST', '/api/webchats', body({ domain: d }));
      expect(dup.statusCode).toBe(409);
      expect(dup.json().code).toBe('err_webchat_domain_duplicate');
    }
    const second: Webchat = (await api(theirs, 'POST', '/api/webchats', body())).json();
    const steal = await api(theirs, 'PUT', `/api/webchats/${second.id}`, body({ domain }));
    expect(steal.statusCode).toBe(409);
    expect(steal.json().code).toBe('err_webchat_domain_duplicate');
    // Saving a web chat under its own domain is no duplicate.
    expect((await api(admin, 'PUT', `/api/webchats/${first.id}`, body({ domain, name: 'Same' }))).statusCode).toBe(200);

    for (const bad of ['', 'not a domain', 'shop', 'http://', '-x.mn', 'a..mn']) {
      const res = await api(admin, 'POST', '/api/webchats', body({ domain: bad }));
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code, bad).toBe('err_webchat_domain_invalid');
      expect(res.json().message, bad).toBeTruthy();
    }
    const badPut = await api(admin, 'PUT', `/api/webchats/${first.id}`, body({ domain: 'nope' }));
    expect(badPut.json().code).toBe('err_webchat_domain_invalid');
    // An empty or too long text names its field and limit; other bad values keep the generic code, with the field.
    expect((await api(admin, 'POST', '/api/webchats', body({ name: '' }))).json()).toMatchObject({ code: 'err_value_required', field: 'name' });
    expect((await api(admin, 'POST', '/api/webchats', body({ greeting: 'x'.repeat(241) }))).json()).toMatchObject({
      code: 'err_text_too_long',
      field: 'greeting',
      max: 240,
    });
    expect((await api(admin, 'POST', '/api/webchats', body({ brand_color: 'red' }))).json()).toMatchObject({ code: 'err_color_invalid', field: 'brand_color' });
    // A logo is judged by its bytes: another type, or a text file renamed .png, is not an image.
    for (const logo of ['data:text/html;base64,PGI+', `data:image/png;base64,${Buffer.from('plain text, renamed logo.png').toString('base64')}`]) {
      const res = await api(admin, 'POST', '/api/webchats', body({ logo }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'err_image_invalid', field: 'logo', kb: 200 });
    }
    expect((await api(admin, 'POST', '/api/webchats', { ...body(), extra: 1 })).json().code).toBe('err_wrong_param_structure');
  });

  it("refuses another company's web chats and users without the permission", async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const wc: Webchat = (await api(admin, 'POST', '/api/webchats', body())).json();
    const theirs = await signIn(t.app, other.emails.admin);
    expect((await api(theirs, 'GET', '/api/webchats')).json().items).toEqual([]);
    for (const [method, payload] of [['GET'], ['PUT', body()], ['DELETE']] as const) {
      const res = await api(theirs, method, `/api/webchats/${wc.id}`, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().code, method).toBe('err_webchat_not_found');
    }
    expect((await api(admin, 'GET', `/api/webchats/${wc.id}`)).json().name).toBe('Дэлгүүр');

    const agent = await signIn(t.app, co.emails.agent);
    expect((await api(agent, 'GET', '/api/webchats')).json().code).toBe('err_no_permission');
    expect((await api(agent, 'POST', '/api/webchats', body())).json().code).toBe('err_no_permission');
    expect((await api(agent, 'DELETE', `/api/webchats/${wc.id}`)).json().code).toBe('err_no_permission');
    expect((await t.app.inject({ url: '/api/webchats' })).statusCode).toBe(401);
  });

  it('refuses to delete a web chat while its channel has open conversations', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const wc: Webchat = (await api(admin, 'POST', '/api/webchats', body())).json();
    const conv = await createInteraction(t.db, { companyId: co.id, channelId: wc.channel_id, subject: 'Асуулт' });
    const refused = await api(admin, 'DELETE', `/api/webchats/${wc.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('err_channel_open_interaction');
    expect((await api(admin, 'GET', `/api/webchats/${wc.id}`)).statusCode).toBe(200);

    await t.db.update(interactions).set({ status: 'closed', closedAt: new Date() }).where(eq(interactions.id, conv.id));
    expect((await api(admin, 'DELETE', `/api/webchats/${wc.id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(webchats).where(eq(webchats.id, wc.id))).toEqual([]);
    // The closed conversation stays in history, without its channel.
    const [kept] = await t.db.select().from(interactions).where(eq(interactions.id, conv.id));
    expect(kept).toMatchObject({ status: 'closed', channelId: null });
  });

  it('documents the routes under the webchat tag', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const [path, method] of [
      ['/api/webchats', 'get'],
      ['/api/webchats', 'post'],
      ['/api/webchats/{id}', 'get'],
      ['/api/webchats/{id}', 'put'],
      ['/api/webchats/{id}', 'delete'],
      ['/pub/widget/{key}', 'get'],
    ]) {
      expect(doc.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['webchat']);
    }
  });
});
