import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, makeCompany, signIn } from './helper';
import { channels, contacts } from '../../server/db/schema';
import { DEMO_ISSUE_COUNT, seedIssues } from '../../server/seed/issues';

let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

async function seeded() {
  const co = await makeCompany(t.db);
  await t.db.insert(contacts).values(Array.from({ length: 5 }, (_, i) => ({ companyId: co.id, firstName: `Нэр${i}`, phone: `+9769911000${i}` })));
  await t.db.insert(channels).values([
    { companyId: co.id, type: 'webchat', name: 'Чат' },
    { companyId: co.id, type: 'email', name: 'Мэйл' },
  ]);
  await seedIssues(t.db, co.id, [co.ids.admin, co.ids.agent, co.ids.manager], Date.parse('2025-06-01T00:00:00Z'));
  const cookie = await signIn(t.app, co.emails.admin);
  const get = async (url: string) => (await t.app.inject({ url, headers: { cookie } })).json();
  return { co, get };
}

describe('demo issues', () => {
  it('seeds issues in every state with comments, tags, reasons and attachments, the same on every run', async () => {
    const a = await seeded();
    const all = await a.get('/api/issues?size=200');
    const deleted = await a.get('/api/issues?status=deleted&size=200');
    expect(all.total + deleted.total).toBe(DEMO_ISSUE_COUNT);
    for (const status of ['open', 'in_progress', 'resolved', 'closed']) expect((await a.get(`/api/issues?status=${status}`)).total, status).toBeGreaterThan(3);
    expect(deleted.total).toBeGreaterThan(3);
    const closed = (await a.get('/api/issues?status=closed&size=200')).items;
    expect(closed.every((i: { reason: unknown; ended_at: unknown }) => i.reason !== null && i.ended_at !== null)).toBe(true);
    expect(all.items.some((i: { comment_count: number }) => i.comment_count > 0)).toBe(true);
    expect(all.items.some((i: { attachment_count: number }) => i.attachment_count > 0)).toBe(true);
    expect(all.items.some((i: { tags: unknown[] }) => i.tags.length > 0)).toBe(true);
    expect((await a.get('/api/issue-types')).items).toHaveLength(5);
    expect((await a.get('/api/issue-reasons')).items).toHaveLength(4);
    const b = await seeded();
    const names = (x: { items: { name: string; status: string; priority: string }[] }) => x.items.map((i) => `${i.name}|${i.status}|${i.priority}`);
    expect(names(await b.get('/api/issues?size=200&sort=created_at'))).toEqual(names(all));
  });
});
