import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportSummary } from '../../contracts';
import { channels } from '../../server/db/schema';
import { todayFigures } from '../../server/domain/monitoring/figures';
import { seedDemoHistory } from '../../server/seed/history';
import { build, makeCompany, signIn } from './helper';

/** The demo's 90 days of history: a story for the reports, none of it today. */
let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('demo history', () => {
  it('fills the last 90 days over every channel with answered, abandoned, rated and tagged conversations, and leaves today alone', async () => {
    const co = await makeCompany(t.db);
    const made = await t.db
      .insert(channels)
      .values([
        { companyId: co.id, type: 'webchat', name: 'Web' },
        { companyId: co.id, type: 'email', name: 'Mail' },
        { companyId: co.id, type: 'messenger', name: 'Page' },
      ])
      .returning();
    const started = Date.now();
    await seedDemoHistory(
      t.db,
      co.id,
      made.map((c) => c.id),
      { adminId: co.ids.admin, managerId: co.ids.manager, agentId: co.ids.agent },
      'Asia/Ulaanbaatar',
      20,
    );
    const seconds = (Date.now() - started) / 1000;
    expect(seconds).toBeLessThan(30);

    const cookie = await signIn(t.app, co.emails.manager);
    const from = new Date(Date.now() - 92 * 86_400_000).toISOString();
    const to = new Date().toISOString();
    const r = (await t.app.inject({ method: 'GET', url: `/api/reports/summary?${new URLSearchParams({ from, to })}`, headers: { cookie } })).json() as ReportSummary;
    expect(r.totals.interactions).toBe(20 * 90);
    expect(r.by_channel.map((c) => c.channel_type).sort()).toEqual(['email', 'messenger', 'webchat']);
    expect(r.totals.abandoned).toBeGreaterThan(0);
    expect(r.totals.rated).toBeGreaterThan(100);
    expect(r.moods.length).toBe(4);
    expect(r.tags.length).toBe(4);
    expect(r.by_day.length).toBeGreaterThan(80);
    expect(r.by_hour.every((h) => h.hour >= 9 && h.hour <= 21)).toBe(true);
    expect(r.agents.find((a) => a.user_id === co.ids.agent)!.handled).toBeGreaterThan(0);
    expect((await todayFigures(t.db, co.id, 'Asia/Ulaanbaatar', 20)).offered).toBe(0);
  });
});
