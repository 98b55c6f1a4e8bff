import { eq } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_EVENT, VISITOR_NAMESPACE, VISITOR_PROTOCOL_VERSION, type VisitorServerMessage } from '../../contracts';
import { channels, interactions, messages, webchats } from '../../server/db/schema';
import { serviceRateToken } from '../../server/domain/service-rate/token';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_WIDGET_KEY, isEmpty, seedDemo } from '../../server/seed/demo';
import { build, until } from './helper';

/** The demo seed gives every account of the README, able to sign in, and a conversation feed. */
describe('demo seed', () => {
  let t: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('seeds an empty database once, with working accounts of every guard branch', async () => {
    expect(await isEmpty(t.db)).toBe(true);
    await seedDemo(t.db);
    expect(await isEmpty(t.db)).toBe(false);
    const me = async (email: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/pub/login', payload: { email, password: DEMO_PASSWORD } });
      if (res.statusCode !== 200) return { status: res.statusCode, code: res.json().code };
      const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      return (await t.app.inject({ url: '/api/me', headers: { cookie } })).json();
    };
    expect(await me('admin@demo.mn')).toMatchObject({ role: 'admin', is_owner: true, is_superadmin: false });
    expect(await me('superadmin@demo.mn')).toMatchObject({ is_superadmin: true });
    expect(await me('pending@demo.mn')).toMatchObject({ company_id: 0, is_approved_by_superadmin: false });
    expect(await me('approved@demo.mn')).toMatchObject({ company_id: 0, is_approved_by_superadmin: true });
    expect(await me('newcomer@demo.mn')).toMatchObject({ company_id: 0, is_approved_by_superadmin: false });
    expect(await me('inactive@demo.mn')).toEqual({ status: 403, code: 'err_user_inactive' });
    // The trial company's admin (billing demo) signs in to a trial that ends tomorrow.
    expect(await me('trial@demo.mn')).toMatchObject({ role: 'admin', is_owner: true });
    for (const role of ['manager', 'agent', 'guest']) expect(await me(`${role}@demo.mn`)).toMatchObject({ role });
    expect(DEMO_ACCOUNTS.map((a) => a.email).sort()).toEqual(
      ['admin', 'manager', 'agent', 'guest', 'superadmin', 'pending', 'approved', 'newcomer', 'inactive', 'trial'].map((n) => `${n}@demo.mn`).sort(),
    );
  });

  it('gives Demo LLC a web chat on localhost with conversations in every state', async () => {
    const [chat] = await t.db.select().from(webchats).where(eq(webchats.widgetKey, DEMO_WIDGET_KEY));
    const companyId = chat.companyId;
    expect(chat).toMatchObject({ domain: 'localhost', name: 'Демо ХХК', nameEn: 'Demo LLC', isActive: true });
    expect(chat.greeting).not.toBe('');
    expect(chat.greetingEn).not.toBe('');
    const [channel] = await t.db.select().from(channels).where(eq(channels.id, chat.channelId));
    expect(channel).toMatchObject({ name: 'Demo LLC web chat', type: 'webchat', companyId });

    const rows = await t.db.select().from(interactions).where(eq(interactions.companyId, companyId));
    const queued = rows.filter((r) => r.status === 'open' && r.stage === 'queued');
    expect(queued.length).toBeGreaterThanOrEqual(2);
    for (const r of rows) expect(r).toMatchObject({ channelId: chat.channelId, visitorId: expect.any(Number) });
    for (const r of queued) expect((await t.db.select().from(messages).where(eq(messages.interactionId, r.id))).length).toBeGreaterThan(0);
    const answering = rows.find((r) => r.status === 'open' && r.stage === 'agent')!;
    const cookie = (await t.app.inject({ method: 'POST', url: '/pub/login', payload: { email: 'agent@demo.mn', password: DEMO_PASSWORD } })).cookies
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const me = (await t.app.inject({ url: '/api/me', headers: { cookie } })).json();
    expect(answering.ownerUserId).toBe(me.ID);
    const reply = await t.db.select().from(messages).where(eq(messages.interactionId, answering.id));
    expect(reply.some((m) => m.authorType === 'user' && m.authorUserId === me.ID)).toBe(true);
    expect(rows.some((r) => r.status === 'closed' && r.rating !== null && r.ratingComment !== '')).toBe(true);
    // Moved back in time, as real ones would be: they waited, were answered and closed some time after they began.
    const now = Date.now();
    for (const r of queued) expect(now - r.createdAt.getTime()).toBeGreaterThan(60_000);
    for (const r of rows.filter((x) => x.status === 'closed')) {
      expect(r.firstResponseAt!.getTime()).toBeGreaterThan(r.createdAt.getTime());
      expect(r.closedAt!.getTime()).toBeGreaterThan(r.firstResponseAt!.getTime());
      expect(r.closedAt!.getTime()).toBeLessThan(now);
      const said = await t.db.select().from(messages).where(eq(messages.interactionId, r.id));
      for (const m of said) expect(m.createdAt.getTime()).toBeGreaterThan(r.createdAt.getTime());
    }
    const requested = rows.find((r) => r.status === 'closed' && r.rating === null && r.ratingRequestedAt !== null)!;
    expect((await t.app.inject({ url: `/pub/servicerate?t=${serviceRateToken(t.app.config.sessionSecret, requested.id)}` })).json()).toMatchObject({
      company_name: 'Demo LLC',
      state: 'requested',
      brand_color: chat.brandColor,
    });

    // The demo widget opens on a localhost page (any port), in English when the page is.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const socket = io(`http://127.0.0.1:${port}${VISITOR_NAMESPACE}`, {
      transports: ['websocket'],
      extraHeaders: { origin: 'http://localhost:5173' },
      auth: { v: VISITOR_PROTOCOL_VERSION, key: DEMO_WIDGET_KEY, locale: 'en' },
      reconnection: false,
      forceNew: true,
    });
    const inbox: VisitorServerMessage[] = [];
    socket.on(VISITOR_EVENT, (m: VisitorServerMessage) => inbox.push(m));
    try {
      const welcome = await until(() => inbox.find((m) => m.type === 'welcome'), 'welcome');
      expect(welcome).toMatchObject({ appearance: { name: 'Demo LLC', greeting: chat.greetingEn }, conversation: null });
    } finally {
      socket.disconnect();
    }
  });
});
