import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonitoringSettings, MonitoringSnapshot } from '../../contracts';
import { channels, interactions, issues } from '../../server/db/schema';
import { todayFigures } from '../../server/domain/monitoring/figures';
import { build, makeCompany, signIn } from './helper';

/**
 * Today's figures of the wall screen, in SQL on a real database, over known data: what counts as
 * answered, within the threshold, abandoned and offered; yesterday and another company not at all.
 */
let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

// A zone where it is around noon now, so "today" holds the last hour whatever time the test runs.
const NOON_ZONE = (() => {
  const hour = new Date().getUTCHours();
  const offset = 12 - hour; // local = UTC + offset
  const clamped = Math.max(-12, Math.min(14, offset > 14 ? offset - 24 : offset < -12 ? offset + 24 : offset));
  return clamped === 0 ? 'UTC' : `Etc/GMT${clamped > 0 ? '-' : '+'}${Math.abs(clamped)}`;
})();

const ago = (s: number) => new Date(Date.now() - s * 1000);
const after = (d: Date, s: number) => new Date(d.getTime() + s * 1000);

async function plant() {
  const a = await makeCompany(t.db);
  const b = await makeCompany(t.db);
  const [web] = await t.db.insert(channels).values({ companyId: a.id, type: 'webchat', name: 'Site' }).returning();
  const [viber] = await t.db.insert(channels).values({ companyId: a.id, type: 'viber', name: 'Viber' }).returning();
  const add = (companyId: number, channelId: number | null, created: Date, o: { reply?: number; close?: number; stage?: string; owner?: number } = {}) =>
    t.db.insert(interactions).values({
      companyId,
      channelId,
      createdAt: created,
      firstResponseAt: o.reply === undefined ? null : after(created, o.reply),
      closedAt: o.close === undefined ? null : after(created, o.close),
      status: o.close === undefined ? 'open' : 'closed',
      stage: o.close === undefined ? (o.stage ?? 'queued') : 'closed',
      ownerUserId: o.owner ?? null,
    });
  await add(a.id, web.id, ago(600), { reply: 10, close: 310 }); // answered within 20 s, handled 300 s
  await add(a.id, web.id, ago(500), { reply: 30, close: 130 }); // answered late, handled 100 s
  await add(a.id, viber.id, ago(400), { reply: 15, stage: 'agent', owner: a.ids.agent }); // answered, still open
  await add(a.id, web.id, ago(300), { close: 60 }); // left unanswered: abandoned
  await add(a.id, viber.id, ago(100)); // still waiting, past the threshold
  await add(a.id, web.id, ago(5)); // waiting, within the threshold
  const [{ dayStart }] = await Promise.all([todayFigures(t.db, a.id, NOON_ZONE, 20).then((f) => ({ dayStart: new Date(f.day_start) }))]);
  await add(a.id, web.id, after(dayStart, -3600), { reply: 1, close: 50 }); // yesterday
  await add(b.id, null, ago(200), { reply: 1 }); // another company
  const due = after(dayStart, 12 * 3600);
  const issue = (companyId: number, dueAt: Date, extra: Partial<typeof issues.$inferInsert> = {}) =>
    t.db.insert(issues).values({ companyId, name: 'Issue', dueAt, ...extra });
  await issue(a.id, due);
  await issue(a.id, after(due, 24 * 3600)); // tomorrow
  await issue(a.id, due, { status: 'closed' });
  await issue(a.id, due, { deletedAt: new Date() });
  await issue(b.id, due);
  return { a, b };
}

describe("today's figures", () => {
  it('counts answered, within the threshold, abandoned and offered over today only, of one company', async () => {
    const { a } = await plant();
    const f = await todayFigures(t.db, a.id, NOON_ZONE, 20);
    expect(f).toMatchObject({ threshold_seconds: 20, offered: 5, answered: 3, answered_within: 2, abandoned: 1, issues_due_today: 1 });
    expect(f.service_level).toBeCloseTo(2 / 5);
    expect(f.abandon_rate).toBeCloseTo(1 / 4);
    expect(f.avg_first_response_seconds).toBeCloseTo((10 + 30 + 15) / 3, 3);
    expect(f.avg_handle_seconds).toBeCloseTo(200, 3);
    expect(f.by_channel).toEqual([
      { channel_type: 'webchat', count: 4 },
      { channel_type: 'viber', count: 2 },
    ]);
  });

  it('has no rates on a day with nothing offered', async () => {
    const co = await makeCompany(t.db);
    expect(await todayFigures(t.db, co.id, NOON_ZONE, 20)).toMatchObject({
      offered: 0,
      service_level: null,
      abandon_rate: null,
      avg_first_response_seconds: null,
      by_channel: [],
    });
  });
});

describe('the service-level threshold an admin sets', () => {
  it('is 20 s by default, saved per company, and moves the service level of the snapshot', async () => {
    const { a, b } = await plant();
    const admin = await signIn(t.app, a.emails.admin);
    const manager = await signIn(t.app, a.emails.manager);
    const get = async (cookie: string) => t.app.inject({ method: 'GET', url: '/api/monitoring/settings', headers: { cookie } });
    expect((await get(manager)).json()).toMatchObject({ service_level_seconds: 20 });

    const body: MonitoringSettings = { ...(await get(admin)).json(), service_level_seconds: 30 };
    const put = await t.app.inject({ method: 'PUT', url: '/api/monitoring/settings', headers: { cookie: admin }, payload: body });
    expect(put.statusCode).toBe(200);
    expect((await get(manager)).json()).toMatchObject({ service_level_seconds: 30 });
    // Another company keeps its own.
    expect((await get(await signIn(t.app, b.emails.admin))).json()).toMatchObject({ service_level_seconds: 20 });

    const snap = (await t.app.inject({ method: 'GET', url: '/api/monitoring/snapshot', headers: { cookie: manager } })).json() as MonitoringSnapshot;
    // The company's own zone is the server's (Asia/Ulaanbaatar): only rows of the last hour are sure to be today.
    expect(snap.figures.threshold_seconds).toBe(30);
    expect(snap.interactions.map((i) => i.stage).sort()).toEqual(['agent', 'queued', 'queued']);
    expect(snap.agents.map((p) => p.user_id).sort()).toEqual([a.ids.admin, a.ids.manager, a.ids.agent].sort());
    expect(snap.channels.map((c) => c.type)).toEqual(['webchat', 'viber']);
  });

  it('refuses a threshold out of range and a caller without settings.edit', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const good = (await t.app.inject({ method: 'GET', url: '/api/monitoring/settings', headers: { cookie: admin } })).json();
    const zero = await t.app.inject({ method: 'PUT', url: '/api/monitoring/settings', headers: { cookie: admin }, payload: { ...good, service_level_seconds: 0 } });
    expect(zero.statusCode).toBe(400);
    const agent = await t.app.inject({ method: 'PUT', url: '/api/monitoring/settings', headers: { cookie: await signIn(t.app, co.emails.agent) }, payload: good });
    expect([agent.statusCode, agent.json().code]).toEqual([403, 'err_no_permission']);
  });
});
