import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, interactions, webchats } from '../../server/db/schema';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { build, makeCompany, makeWebchat, signIn, type TestCompany } from './helper';

let t: Awaited<ReturnType<typeof build>>;
let co: TestCompany;
let admin: string;

beforeAll(async () => {
  t = await build();
  co = await makeCompany(t.db);
  admin = await signIn(t.app, co.emails.admin);
});
afterAll(() => t.close());

const call = (method: 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const viber = async () =>
  (
    await t.db
      .insert(channels)
      .values({ companyId: co.id, type: 'viber', name: 'Bot', description: 'old', config: { token: 'secret-token-1234567890' } })
      .returning()
  )[0];

describe('channel management', () => {
  it('edits the description, never to empty, and never answers the settings', async () => {
    const ch = await viber();
    const res = await call('PUT', `/api/channels/${ch.id}/description`, { description: '  Захиалгын асуултад хариулна  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().channel.description).toBe('Захиалгын асуултад хариулна');
    expect(res.body).not.toContain('secret-token');
    const empty = await call('PUT', `/api/channels/${ch.id}/description`, { description: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'err_channel_description_empty', field: 'description' });
    const long = await call('PUT', `/api/channels/${ch.id}/description`, { description: 'x'.repeat(1001) });
    expect(long.json()).toMatchObject({ code: 'err_text_too_long', max: 1000 });
    const [row] = await t.db.select().from(channels).where(eq(channels.id, ch.id));
    expect(row.description).toBe('Захиалгын асуултад хариулна');
  });

  it("deactivates and activates; a web chat's widget follows", async () => {
    const w = await makeWebchat(t.db, co.id);
    const off = await call('PUT', `/api/channels/${w.channelId}/status`, { is_active: false });
    expect(off.json().channel.is_active).toBe(false);
    const [wc] = await t.db.select().from(webchats).where(eq(webchats.id, w.id));
    expect(wc.isActive).toBe(false);
    expect((await call('PUT', `/api/channels/${w.channelId}/status`, { is_active: true })).json().channel.is_active).toBe(true);
  });

  it('refuses to delete a channel with an open interaction, then deletes it once closed', async () => {
    const ch = await viber();
    const conv = await createInteraction(t.db, { companyId: co.id, channelId: ch.id });
    const refused = await call('DELETE', `/api/channels/${ch.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('err_channel_open_interaction');
    await t.db.update(interactions).set({ status: 'closed' }).where(eq(interactions.id, conv.id));
    expect((await call('DELETE', `/api/channels/${ch.id}`)).json()).toEqual({ ok: true });
    expect(await t.db.select().from(channels).where(eq(channels.id, ch.id))).toHaveLength(0);
    const [kept] = await t.db.select().from(interactions).where(eq(interactions.id, conv.id));
    expect(kept.channelId).toBeNull();
  });

  it('is for those who edit settings, within their company', async () => {
    const ch = await viber();
    const agent = await signIn(t.app, co.emails.agent);
    expect((await call('PUT', `/api/channels/${ch.id}/status`, { is_active: false }, agent)).statusCode).toBe(403);
    const other = await makeCompany(t.db);
    const theirs = await call('DELETE', `/api/channels/${ch.id}`, undefined, await signIn(t.app, other.emails.admin));
    expect(theirs.statusCode).toBe(404);
    expect(await t.db.select().from(channels).where(eq(channels.id, ch.id))).toHaveLength(1);
  });
});
