import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_AVATARS, type ReportSummary } from '../../contracts';
import { botSessions, channels, interactionTagLinks, interactionTags, interactions } from '../../server/db/schema';
import { rowsOf } from '../../server/domain/monitoring/rows';
import { refreshAllReportRollups, refreshReportRollups } from '../../server/domain/reports/rollup-refresh';
import type { ReportFilter } from '../../server/domain/reports/scope';
import { reportSummary } from '../../server/domain/reports/summary';
import { insertAgent } from '../../server/domain/virtual-agents/hire-agent';
import { build, makeCompany, type TestCompany } from './helper';
import { directSummary } from './report-direct';

/**
 * The hourly rollups (report_hours) against the report computed straight from the interactions,
 * after every step of a mixed workload: before any refresh (hours read from the rows), after a
 * partial refresh and after a full one; over ranges cut inside hours, in zones on and off the hour,
 * with every filter. Durations are whole seconds (and whole minutes past ten minutes), so the
 * histogram's percentiles must equal percentile_cont exactly.
 */
let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build({ reportRefreshMs: 0 });
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);
const plus = (d: Date, s: number) => new Date(d.getTime() + s * 1000);
const ZONES = ['Asia/Ulaanbaatar', 'America/New_York', 'Asia/Kolkata'];
// Whole hours, then cut inside hours (09:59:30 local, 30 s before the end).
const RANGES = [
  ['2026-05-09T00:00:00+08:00', '2026-05-13T00:00:00+08:00'],
  ['2026-05-10T09:59:30+08:00', '2026-05-11T23:59:30+08:00'],
  ['2026-05-10T10:00:00+08:00', '2026-05-10T11:00:00+08:00'],
];

/** Numbers to 6 decimals, so exact sums in microseconds and float averages compare as equal. */
const norm = (v: unknown): unknown =>
  typeof v === 'number'
    ? Math.round(v * 1e6) / 1e6
    : Array.isArray(v)
      ? v.map(norm)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, norm(x)]))
        : v;

async function plant() {
  const co = await makeCompany(t.db);
  const [web] = await t.db.insert(channels).values({ companyId: co.id, type: 'webchat', name: 'Site' }).returning();
  const [viber] = await t.db.insert(channels).values({ companyId: co.id, type: 'viber', name: 'Viber' }).returning();
  const [vip, late] = await t.db
    .insert(interactionTags)
    .values([
      { companyId: co.id, name: 'VIP' },
      { companyId: co.id, name: 'Хожуу' },
    ])
    .returning();
  const add = async (channelId: number | null, created: string, o: { reply?: number; close?: number; owner?: number; rating?: number; mood?: string } = {}) => {
    const c = at(created);
    const [row] = await t.db
      .insert(interactions)
      .values({
        companyId: co.id,
        channelId,
        subject: created,
        createdAt: c,
        firstResponseAt: o.reply === undefined ? null : plus(c, o.reply),
        closedAt: o.close === undefined ? null : plus(c, o.close),
        status: o.close === undefined ? 'open' : 'closed',
        stage: o.close === undefined ? 'agent' : 'closed',
        ownerUserId: o.owner ?? null,
        rating: o.rating ?? null,
        mood: o.mood ?? null,
      })
      .returning();
    return row.id;
  };
  return { co, web: web.id, viber: viber.id, vip: vip.id, late: late.id, add };
}

async function expectSameAsDirect(co: TestCompany, ids: { web: number; vip: number; late: number }, step: string) {
  const filters: Omit<ReportFilter, 'from' | 'to'>[] = [
    {},
    { channel: 'webchat' },
    { channel: 'other' },
    { agent: co.ids.agent },
    { tag: ids.vip },
    { channel: 'webchat', agent: co.ids.agent, tag: ids.late },
  ];
  // Every filter in the company's zone; the others (one with summer time, one off the hour) fewer.
  for (const timeZone of ZONES)
    for (const [from, to] of RANGES)
      for (const filter of timeZone === ZONES[0] ? filters : [filters[0], filters[5]]) {
        const f = { from, to, ...filter };
        const [got, want] = await Promise.all([reportSummary(t.db, co.id, f, timeZone), directSummary(t.db, co.id, f, timeZone)]);
        expect(norm(got), `${step}: ${timeZone} ${from}–${to} ${JSON.stringify(filter)}`).toEqual(norm(want) as ReportSummary);
      }
}

describe('report rollups', () => {
  it('equal the report computed from the interactions after open, answer, close, reopen, abandon, rating, tags and bots, refreshed or not', async () => {
    const p = await plant();
    const { co } = p;
    await insertAgent(t.db, co.id, { name: 'Туслах', avatar: AGENT_AVATARS[0], kind: 'virtual_social_agent', is_primary: true });
    // Around 10:00 Ulaanbaatar (02:00 UTC), around local midnight, and the next day.
    const a = await p.add(p.web, '2026-05-10T09:59:30+08:00', { reply: 12, close: 612, owner: co.ids.agent, rating: 5, mood: 'grinning' });
    const b = await p.add(p.web, '2026-05-10T10:00:00+08:00', { reply: 40, owner: co.ids.agent });
    const c = await p.add(p.viber, '2026-05-10T10:20:00+08:00', { reply: 7, close: 7200, owner: co.ids.manager, rating: 2, mood: 'angry' });
    const d = await p.add(null, '2026-05-10T10:59:59+08:00');
    const e = await p.add(p.web, '2026-05-10T23:59:50+08:00', { close: 30 }); // abandoned
    const g = await p.add(p.viber, '2026-05-11T00:00:10+08:00', { reply: 900, close: 1500, owner: co.ids.agent, rating: 4 });
    const h = await p.add(p.web, '2026-05-11T23:59:45+08:00', { reply: 3, owner: co.ids.admin });
    await t.db.insert(interactionTagLinks).values([
      { interactionId: a, tagId: p.vip },
      { interactionId: b, tagId: p.late },
      { interactionId: c, tagId: p.vip },
      { interactionId: c, tagId: p.late },
    ]);
    await t.db.insert(botSessions).values([
      { interactionId: d, companyId: co.id },
      { interactionId: e, companyId: co.id },
    ]);
    await expectSameAsDirect(co, p, 'planted, nothing refreshed');
    await refreshAllReportRollups(t.db);
    const [{ dirty }] = await rowsOf<{ dirty: number }>(t.db, sql`select count(*)::int as dirty from report_dirty where company_id = ${co.id}`);
    expect(dirty).toBe(0);
    const [{ n }] = await rowsOf<{ n: number }>(
      t.db,
      sql`select sum(n)::int as n from report_hours where company_id = ${co.id} and tag_id = 0 and owner_id = -1 and channel_id = -1`,
    );
    expect(n).toBe(7);
    await expectSameAsDirect(co, p, 'planted, refreshed');

    // The mixed workload, each change on its own, then compared before and after refreshes.
    const set = (id: number, values: Partial<typeof interactions.$inferInsert>) => t.db.update(interactions).set(values).where(eq(interactions.id, id));
    await set(b, { closedAt: at('2026-05-10T10:30:00+08:00'), status: 'closed' }); // close
    await set(d, { firstResponseAt: at('2026-05-10T11:00:30+08:00'), ownerUserId: co.ids.agent }); // answer
    await set(a, { status: 'open', closedAt: null, rating: 3 }); // reopen, rated again
    await set(h, { status: 'closed', closedAt: at('2026-05-12T00:10:00+08:00'), mood: 'normal' });
    await t.db.delete(interactionTagLinks).where(eq(interactionTagLinks.interactionId, c)); // tags off
    await t.db.insert(interactionTagLinks).values({ interactionId: g, tagId: p.vip });
    await t.db
      .update(botSessions)
      .set({ handedOverAt: at('2026-05-10T11:00:00+08:00') })
      .where(eq(botSessions.interactionId, d));
    await set(e, { channelId: p.viber }); // moved to another channel
    const x = await p.add(p.web, '2026-05-10T10:45:00+08:00', { close: 90 }); // a new abandoned one in a refreshed hour
    await expectSameAsDirect(co, p, 'changed, not refreshed');
    await refreshReportRollups(t.db, 1);
    await expectSameAsDirect(co, p, 'changed, one hour refreshed');
    await t.db.delete(interactions).where(eq(interactions.id, x));
    await t.db.delete(interactionTags).where(eq(interactionTags.id, p.late)); // a tag deleted with its links
    await expectSameAsDirect(co, p, 'deleted, not refreshed');
    await refreshAllReportRollups(t.db);
    await expectSameAsDirect(co, p, 'all refreshed');
  }, 180_000);

  it('lists an hour as stale in the transaction that changes it, and lets a refresh clear only what it recomputed', async () => {
    const p = await plant();
    const id = await p.add(p.web, '2026-05-10T10:15:00+08:00', { reply: 5 });
    await refreshAllReportRollups(t.db);
    const stale = () =>
      rowsOf<{ hour: string }>(t.db, sql`select distinct to_char(hour at time zone 'UTC', 'YYYY-MM-DD HH24') as hour from report_dirty where company_id = ${p.co.id}`);
    expect(await stale()).toEqual([]);
    // A message or read mark changes no figure: nothing listed.
    await t.db.update(interactions).set({ lastSeq: 5, staffReadSeq: 5 }).where(eq(interactions.id, id));
    expect(await stale()).toEqual([]);
    // Rolled back: nothing listed; committed: the hour (02 UTC) is.
    await t.db
      .transaction(async (tx) => {
        await tx.update(interactions).set({ rating: 1 }).where(eq(interactions.id, id));
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await stale()).toEqual([]);
    await t.db.update(interactions).set({ rating: 1 }).where(eq(interactions.id, id));
    expect(await stale()).toEqual([{ hour: '2026-05-10 02' }]);
    const summary = await reportSummary(t.db, p.co.id, { from: '2026-05-10T00:00:00+08:00', to: '2026-05-11T00:00:00+08:00' }, 'Asia/Ulaanbaatar');
    expect(summary.ratings).toEqual([{ rating: 1, count: 1 }]);
    await refreshAllReportRollups(t.db);
    expect(await stale()).toEqual([]);
  });
});
