import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, interactions, webchats } from '../../server/db/schema';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { serviceRateToken } from '../../server/domain/service-rate/token';
import { SERVICE_RATE_POSTS_PER_ADDRESS } from '../../server/routes/service-rate';
import { build, makeCompany, nextIp, signIn, uniq } from './helper';

let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const token = (id: number) => serviceRateToken(t.app.config.sessionSecret, id);
const info = (tk: string) => t.app.inject({ url: `/pub/servicerate?t=${encodeURIComponent(tk)}` });
const rate = (payload: object, ip = nextIp()) => t.app.inject({ method: 'POST', url: '/pub/servicerate', payload, remoteAddress: ip });

/** A conversation closed by the agent, optionally on a web chat, optionally with the rating asked for. */
async function closed(opts: { webchat?: boolean; request?: boolean } = {}) {
  const co = await makeCompany(t.db, `Rated Co ${uniq()}`);
  let channelId: number | null = null;
  if (opts.webchat) {
    const domain = `rate-${uniq()}.mn`;
    const [ch] = await t.db.insert(channels).values({ companyId: co.id, type: 'webchat', name: domain }).returning();
    await t.db
      .insert(webchats)
      .values({ companyId: co.id, channelId: ch.id, domain, name: 'Дэлгүүр', brandColor: '#aa3300', logo: 'data:image/png;base64,AAAA', widgetKey: `key-${uniq()}` });
    channelId = ch.id;
  }
  const { id } = await createInteraction(t.db, { companyId: co.id, channelId, subject: 'Асуулт' });
  const cookie = await signIn(t.app, co.emails.agent);
  const event = (payload: object) => t.app.inject({ method: 'POST', url: `/api/interactions/${id}/events`, headers: { cookie }, payload });
  await event({ type: 'interaction.assign', userId: co.ids.agent });
  await event({ type: 'interaction.close' });
  if (opts.request !== false) await event({ type: 'interaction.requestRating' });
  return { co, id, cookie };
}

describe('service rating page', () => {
  it('shows whose service it was and takes one rating with a comment', async () => {
    const { id, cookie } = await closed({ webchat: true });
    const page = await info(token(id));
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      company_name: expect.stringMatching(/^Rated Co /),
      logo: 'data:image/png;base64,AAAA',
      brand_color: '#aa3300',
      agent_name: 'agent',
      closed_at: expect.any(String),
      state: 'requested',
      rating: null,
    });
    const res = await rate({ t: token(id), rating: 4, comment: '  Хурдан шийдсэн  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, rating: 4 });
    const [row] = await t.db.select().from(interactions).where(eq(interactions.id, id));
    expect(row).toMatchObject({ rating: 4, ratingComment: 'Хурдан шийдсэн' });
    expect((await info(token(id))).json()).toMatchObject({ state: 'rated', rating: 4 });
    // Staff see it in the conversation's summary.
    expect((await t.app.inject({ url: `/api/interactions/${id}`, headers: { cookie } })).json()).toMatchObject({ rating: 4, can: [] });

    const again = await rate({ t: token(id), rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('err_service_rate_given');
  });

  it('leaves out the web-chat look for other channels', async () => {
    const { id } = await closed();
    expect((await info(token(id))).json()).toMatchObject({ logo: null, brand_color: null, agent_name: 'agent', state: 'requested' });
  });

  it('refuses forged, altered and foreign-secret links', async () => {
    const { id } = await closed();
    const good = token(id);
    const forged = [
      `${id}.${'A'.repeat(43)}`,
      `${id + 1}.${good.split('.')[1]}`,
      serviceRateToken('another-server-secret-'.padEnd(40, 'z'), id),
      'not-a-token-at-all',
      `${good}x`,
    ];
    for (const tk of forged) {
      const r = await info(tk);
      expect(r.statusCode).toBe(404);
      expect(r.json().code).toBe('err_service_rate_link_invalid');
      const p = await rate({ t: tk, rating: 5 });
      expect(p.json().code).toBe('err_service_rate_link_invalid');
    }
    // A genuine link to an interaction that does not exist is as invalid.
    expect((await info(token(2_000_000_000))).json().code).toBe('err_service_rate_link_invalid');
    expect((await t.db.select().from(interactions).where(eq(interactions.id, id)))[0].rating).toBeNull();
  });

  it('refuses a rating nobody asked for, and bad ratings', async () => {
    const { id } = await closed({ request: false });
    const r = await info(token(id));
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe('err_service_rate_not_requested');
    expect((await rate({ t: token(id), rating: 5 })).json().code).toBe('err_service_rate_not_requested');
    const co = await makeCompany(t.db);
    const stillOpen = await createInteraction(t.db, { companyId: co.id });
    expect((await rate({ t: token(stillOpen.id), rating: 5 })).json().code).toBe('err_service_rate_not_requested');

    const asked = await closed();
    for (const rating of [0, 6, 2.5]) expect((await rate({ t: token(asked.id), rating })).json().code).toBe('err_wrong_param_structure');
    expect((await rate({ t: token(asked.id), rating: 5, comment: 'x'.repeat(1001) })).json()).toMatchObject({ code: 'err_text_too_long', field: 'comment', max: 1000 });
    expect((await rate({ t: token(asked.id), rating: 5, extra: true })).json().code).toBe('err_wrong_param_structure');
  });

  it('limits how often one address may post', async () => {
    const ip = nextIp();
    for (let i = 0; i < SERVICE_RATE_POSTS_PER_ADDRESS; i++) expect((await rate({ t: `${i + 1}.${'B'.repeat(43)}`, rating: 5 }, ip)).statusCode).toBe(404);
    const { id } = await closed();
    const blocked = await rate({ t: token(id), rating: 5 }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('err_too_many_attempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await rate({ t: token(id), rating: 5 })).statusCode).toBe(200);
  });
});
