import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportRow, ReportSummary } from '../../contracts';
import { AGENT_AVATARS } from '../../contracts';
import { agentPresenceLog, botSessions, channels, interactionTagLinks, interactionTags, interactions } from '../../server/db/schema';
import { insertAgent } from '../../server/domain/virtual-agents/hire-agent';
import { build, makeCompany, signIn } from './helper';

/**
 * Reports over known data on a real database: the figures, each number's drill-down giving exactly
 * the rows it counts, filters, exports that a real CSV and XLSX parser reads back as the same rows,
 * and nothing of another company.
 */
let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);
const plus = (d: Date, s: number) => new Date(d.getTime() + s * 1000);
const FROM = '2026-03-01T00:00:00+08:00';
const TO = '2026-03-08T00:00:00+08:00';

async function plant() {
  const a = await makeCompany(t.db);
  const b = await makeCompany(t.db);
  const [web] = await t.db.insert(channels).values({ companyId: a.id, type: 'webchat', name: 'Site' }).returning();
  const [viber] = await t.db.insert(channels).values({ companyId: a.id, type: 'viber', name: 'Viber' }).returning();
  const [vip] = await t.db.insert(interactionTags).values({ companyId: a.id, name: 'VIP' }).returning();
  const add = async (
    companyId: number,
    channelId: number | null,
    created: Date,
    o: { reply?: number; close?: number; owner?: number; rating?: number; mood?: string; tag?: number } = {},
  ) => {
    const [row] = await t.db
      .insert(interactions)
      .values({
        companyId,
        channelId,
        subject: `S ${created.toISOString()}`,
        createdAt: created,
        firstResponseAt: o.reply === undefined ? null : plus(created, o.reply),
        closedAt: o.close === undefined ? null : plus(created, o.close),
        status: o.close === undefined ? 'open' : 'closed',
        stage: o.close === undefined ? 'agent' : 'closed',
        ownerUserId: o.owner ?? null,
        rating: o.rating ?? null,
        mood: o.mood ?? null,
      })
      .returning();
    if (o.tag) await t.db.insert(interactionTagLinks).values({ interactionId: row.id, tagId: o.tag });
    return row;
  };
  // 2 March 10:xx Ulaanbaatar (02:xx UTC), 3 March 15:xx.
  await add(a.id, web.id, at('2026-03-02T10:00:00+08:00'), { reply: 10, close: 610, owner: a.ids.agent, rating: 5, mood: 'grinning', tag: vip.id });
  await add(a.id, web.id, at('2026-03-02T10:30:00+08:00'), { reply: 30, close: 330, owner: a.ids.agent, rating: 3, mood: 'normal' });
  await add(a.id, viber.id, at('2026-03-03T15:00:00+08:00'), { reply: 50, close: 150, owner: a.ids.manager, rating: 4, tag: vip.id });
  await add(a.id, web.id, at('2026-03-03T15:10:00+08:00'), { close: 40 }); // abandoned
  await add(a.id, viber.id, at('2026-03-03T15:20:00+08:00'), { reply: 20, owner: a.ids.agent }); // still open
  await add(a.id, web.id, at('2026-03-09T09:00:00+08:00'), { reply: 5, close: 50, owner: a.ids.agent }); // after the period
  await add(b.id, null, at('2026-03-02T10:00:00+08:00'), { reply: 1, close: 2, rating: 1 }); // another company
  // The agent was online 2 hours and away 30 minutes inside the period, and online before it.
  await t.db.insert(agentPresenceLog).values([
    { companyId: a.id, userId: a.ids.agent, presence: 'online', startedAt: at('2026-02-28T23:00:00+08:00'), endedAt: at('2026-03-01T01:00:00+08:00') },
    { companyId: a.id, userId: a.ids.agent, presence: 'away', startedAt: at('2026-03-01T01:00:00+08:00'), endedAt: at('2026-03-01T01:30:00+08:00') },
    { companyId: a.id, userId: a.ids.agent, presence: 'online', startedAt: at('2026-03-02T09:00:00+08:00'), endedAt: at('2026-03-02T10:00:00+08:00') },
  ]);
  return { a, b, vip: vip.id };
}

const query = (extra: Record<string, string | number> = {}) =>
  new URLSearchParams({ from: FROM, to: TO, ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])) }).toString();

describe('reports', () => {
  it('figures a period of one company: totals, breakdowns by channel, hour, day, mood, rating, tag and agent', async () => {
    const { a, vip } = await plant();
    const cookie = await signIn(t.app, a.emails.manager);
    const res = await t.app.inject({ method: 'GET', url: `/api/reports/summary?${query()}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const r = res.json() as ReportSummary;
    expect(r.totals).toMatchObject({ interactions: 5, answered: 4, abandoned: 1, rated: 3, rating_avg: 4 });
    expect(r.totals.abandon_rate).toBeCloseTo(1 / 5);
    // First responses 10, 20, 30, 50: median 25, p90 44; waits add the abandoned one's 40 s.
    expect(r.totals.first_response_median).toBeCloseTo(25);
    expect(r.totals.first_response_p90).toBeCloseTo(44);
    expect(r.totals.wait_median).toBeCloseTo(30);
    expect(r.totals.handle_avg).toBeCloseTo((600 + 300 + 100) / 3);
    expect(r.by_channel).toEqual([
      { channel_type: 'webchat', count: 3 },
      { channel_type: 'viber', count: 2 },
    ]);
    expect(r.by_hour).toEqual([
      { hour: 10, count: 2 },
      { hour: 15, count: 3 },
    ]);
    expect(r.by_day).toEqual([
      { day: '2026-03-02', count: 2 },
      { day: '2026-03-03', count: 3 },
    ]);
    // First response per day (Ulaanbaatar's calendar): 2 March 10 and 30 s; 3 March 50 and 20 s.
    expect(r.first_response_by_day.map((x) => x.day)).toEqual(['2026-03-02', '2026-03-03']);
    expect(r.first_response_by_day[0].median).toBeCloseTo(20);
    expect(r.first_response_by_day[0].p90).toBeCloseTo(28);
    expect(r.first_response_by_day[1].median).toBeCloseTo(35);
    // No virtual agent in this company: no containment figures.
    expect(r.virtual_agents).toBeNull();
    expect(r.moods).toEqual([
      { mood: 'grinning', count: 1 },
      { mood: 'normal', count: 1 },
    ]);
    expect(r.ratings.map((x) => [x.rating, x.count])).toEqual([
      [3, 1],
      [4, 1],
      [5, 1],
    ]);
    expect(r.tags).toEqual([{ tag_id: vip, name: 'VIP', count: 2 }]);
    const agent = r.agents.find((x) => x.user_id === a.ids.agent)!;
    expect(agent).toMatchObject({ handled: 3, online_seconds: 2 * 3600, away_seconds: 1800 });
    expect(agent.first_response_avg).toBeCloseTo(20);
    expect(agent.rating_avg).toBeCloseTo(4);
    expect(r.agents.find((x) => x.user_id === a.ids.manager)).toMatchObject({ handled: 1 });
  });

  it('drills every number down to exactly the rows it counts', async () => {
    const { a, vip } = await plant();
    const cookie = await signIn(t.app, a.emails.manager);
    const r = (await t.app.inject({ method: 'GET', url: `/api/reports/summary?${query()}`, headers: { cookie } })).json() as ReportSummary;
    const rows = async (drill: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/reports/interactions?${query({ drill })}`, headers: { cookie } });
      expect(res.statusCode, drill).toBe(200);
      const body = res.json() as { items: ReportRow[]; total: number };
      expect(body.items).toHaveLength(body.total);
      return body.items;
    };
    const numbers: [string, number][] = [
      ['all', r.totals.interactions],
      ['answered', r.totals.answered],
      ['abandoned', r.totals.abandoned],
      ['rated', r.totals.rated],
      ...r.by_channel.map((x): [string, number] => [`channel:${x.channel_type}`, x.count]),
      ...r.by_hour.map((x): [string, number] => [`hour:${x.hour}`, x.count]),
      ...r.by_day.map((x): [string, number] => [`day:${x.day}`, x.count]),
      ...r.moods.map((x): [string, number] => [`mood:${x.mood}`, x.count]),
      ...r.ratings.map((x): [string, number] => [`rating:${x.rating}`, x.count]),
      ...r.tags.map((x): [string, number] => [`tag:${x.tag_id}`, x.count]),
      ...r.agents.map((x): [string, number] => [`agent:${x.user_id}`, x.handled]),
    ];
    for (const [drill, n] of numbers) expect((await rows(drill)).length, drill).toBe(n);
    expect((await rows('abandoned')).map((x) => x.channel_type)).toEqual(['webchat']);
    expect((await rows(`tag:${vip}`)).every((x) => x.rating !== null)).toBe(true);

    // Filters narrow the same way: the VIP tag on viber is one conversation.
    const narrowed = (
      await t.app.inject({ method: 'GET', url: `/api/reports/summary?${query({ channel: 'viber', tag: vip })}`, headers: { cookie } })
    ).json() as ReportSummary;
    expect(narrowed.totals.interactions).toBe(1);
  });

  it('exports each table as CSV and XLSX that real parsers read back as the same rows', async () => {
    const { a } = await plant();
    const cookie = await signIn(t.app, a.emails.admin);
    const list = (await t.app.inject({ method: 'GET', url: `/api/reports/interactions?${query()}`, headers: { cookie } })).json() as { items: ReportRow[] };
    const csv = await t.app.inject({ method: 'GET', url: `/api/reports/export?${query({ table: 'interactions', format: 'csv' })}`, headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="report-interactions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const parsed = Papa.parse<string[]>(csv.body.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;
    expect(parsed[0][0]).toBe('Дугаар');
    expect(parsed.slice(1).map((row) => Number(row[0]))).toEqual(list.items.map((x) => x.id));

    const xlsx = await t.app.inject({ method: 'GET', url: `/api/reports/export?${query({ table: 'by_channel', format: 'xlsx' })}`, headers: { cookie } });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const values = sheet
      .getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([
      ['webchat', 3],
      ['viber', 2],
    ]);
  });

  it('refuses an export without dashboard.export, and shows nothing of another company', async () => {
    const { a, b } = await plant();
    const agent = await t.app.inject({
      method: 'GET',
      url: `/api/reports/export?${query({ table: 'agents', format: 'csv' })}`,
      headers: { cookie: await signIn(t.app, a.emails.agent) },
    });
    expect([agent.statusCode, agent.json().code]).toEqual([403, 'err_no_permission']);
    // B filters by A's agent and A's channel type: B's own rows only, none of A's.
    const cookieB = await signIn(t.app, b.emails.admin);
    const r = (await t.app.inject({ method: 'GET', url: `/api/reports/summary?${query()}`, headers: { cookie: cookieB } })).json() as ReportSummary;
    expect(r.totals).toMatchObject({ interactions: 1, rated: 1, rating_avg: 1 });
    const byA = (await t.app.inject({ method: 'GET', url: `/api/reports/interactions?${query({ agent: a.ids.agent })}`, headers: { cookie: cookieB } })).json();
    expect(byA).toEqual({ items: [], total: 0 });
  });

  it("figures the virtual agents' containment: bot conversations closed without a person, each number drilling to its rows", async () => {
    const { a } = await plant();
    const bot = await insertAgent(t.db, a.id, { name: 'Бот', avatar: AGENT_AVATARS[0], kind: 'virtual_social_agent', is_primary: true });
    const mk = async (created: string, o: { close?: boolean; handover?: boolean }) => {
      const [row] = await t.db
        .insert(interactions)
        .values({
          companyId: a.id,
          subject: 'bot',
          createdAt: at(created),
          status: o.close ? 'closed' : 'open',
          stage: o.close ? 'closed' : o.handover ? 'queued' : 'virtual_agent',
          closedAt: o.close ? plus(at(created), 60) : null,
        })
        .returning();
      await t.db.insert(botSessions).values({
        interactionId: row.id,
        companyId: a.id,
        agentUserId: bot,
        phase: o.handover ? 'handed_over' : 'answering',
        handedOverAt: o.handover ? plus(at(created), 30) : null,
      });
    };
    await mk('2026-03-04T09:00:00+08:00', { close: true }); // contained
    await mk('2026-03-04T09:10:00+08:00', { close: true }); // contained
    await mk('2026-03-04T09:20:00+08:00', { close: true }); // contained
    await mk('2026-03-04T09:30:00+08:00', { handover: true, close: true }); // a person finished it
    await mk('2026-03-04T09:40:00+08:00', {}); // still with the bot
    await mk('2026-03-10T09:00:00+08:00', { close: true }); // after the period
    const cookie = await signIn(t.app, a.emails.manager);
    const r = (await t.app.inject({ method: 'GET', url: `/api/reports/summary?${query()}`, headers: { cookie } })).json() as ReportSummary;
    expect(r.virtual_agents).toMatchObject({ conversations: 5, contained: 3, handed_over: 1 });
    expect(r.virtual_agents!.containment_rate).toBeCloseTo(3 / 4);
    const total = async (drill: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/reports/interactions?${query({ drill })}`, headers: { cookie } })).json() as { total: number }).total;
    expect(await total('bot')).toBe(r.virtual_agents!.conversations);
    expect(await total('bot_contained')).toBe(r.virtual_agents!.contained);
    expect(await total('bot_handover')).toBe(r.virtual_agents!.handed_over);
  });

  it('refuses a period that ends before it begins or is longer than allowed', async () => {
    const { a } = await plant();
    const cookie = await signIn(t.app, a.emails.admin);
    const backwards = await t.app.inject({ method: 'GET', url: `/api/reports/summary?${new URLSearchParams({ from: TO, to: FROM })}`, headers: { cookie } });
    expect(backwards.statusCode).toBe(400);
    const long = await t.app.inject({ method: 'GET', url: `/api/reports/summary?${new URLSearchParams({ from: '2020-01-01T00:00:00Z', to: TO })}`, headers: { cookie } });
    expect(long.statusCode).toBe(400);
  });
});
