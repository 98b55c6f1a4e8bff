import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { build } from './helper';
import { issueCompany, type Harness } from './issues-fixture';

let t: Harness;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('issues: add and read', () => {
  it('stores every field and reads it back with names, tags and an empty thread', async () => {
    const c = await issueCompany(t);
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const res = await c.post('admin', '/api/issues', c.body({ due_at: due, description: '  Хүргэлт  ' }));
    expect(res.statusCode).toBe(200);
    const issue = res.json();
    expect(issue).toMatchObject({
      company_id: c.co.id,
      name: 'Захиалга ирээгүй',
      description: 'Хүргэлт',
      contact: { id: c.contact.id, name: 'Бат Болд' },
      channel: { id: c.webchat.id, name: 'Вэб чат', type: 'webchat' },
      assignee: { id: c.co.ids.agent, name: 'Test agent' },
      status: 'open',
      priority: 'high',
      platform: 'web_chat',
      type: { id: c.type.id, name: 'Гомдол' },
      reason: null,
      tags: [{ id: c.tag.id, title: 'Төлбөр', colour: '#AA3300' }],
      created_by: { id: c.co.ids.admin, name: 'Admin Owner' },
      due_at: due,
      ended_at: null,
      deleted_at: null,
      comment_count: 0,
      attachment_count: 0,
    });
    const detail = await c.get('admin', `/api/issues/${issue.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: issue.id, comments: [], attachments: [] });
  });

  it('refuses each broken rule with its catalogue code and the field', async () => {
    const c = await issueCompany(t);
    const cases: [object, string, string?][] = [
      [{ name: '' }, 'err_issue_name_empty', 'name'],
      [{ name: '   ' }, 'err_issue_name_empty', 'name'],
      [{ name: 'Аа' }, 'err_issue_name_too_short', 'name'],
      [{ name: 'х'.repeat(201) }, 'err_issue_name_too_long', 'name'],
      [{ contact_id: null }, 'err_issue_contact_empty', 'contact_id'],
      [{ channel_id: null }, 'err_issue_channel_empty', 'channel_id'],
      [{ platform: '' }, 'err_issue_platform_empty', 'platform'],
      [{ platform: 'fax' }, 'err_issue_platform_empty', 'platform'],
      [{ assignee_user_id: null }, 'err_issue_assignee_empty', 'assignee_user_id'],
      [{ status: '' }, 'err_issue_status_invalid', 'status'],
      [{ status: 'waiting' }, 'err_issue_status_invalid', 'status'],
      [{ status: 5 }, 'err_issue_status_invalid'],
      [{ priority: '' }, 'err_issue_priority_invalid', 'priority'],
      [{ priority: 'critical' }, 'err_issue_priority_invalid', 'priority'],
      [{ created_at: 'yesterday' }, 'err_issue_created_date_invalid', 'created_at'],
      [{ created_at: new Date(Date.now() + 86_400_000).toISOString() }, 'err_issue_created_date_invalid', 'created_at'],
      [{ due_at: 'soon' }, 'err_issue_due_date_invalid', 'due_at'],
      [{ created_at: '2025-03-10T00:00:00.000Z', due_at: '2025-03-09T00:00:00.000Z' }, 'err_issue_due_date_invalid', 'due_at'],
      [{ due_at: new Date(Date.now() - 86_400_000).toISOString() }, 'err_issue_due_date_invalid', 'due_at'],
      [{ company_id: c.co.id + 1000 }, 'err_issue_company_id_invalid'],
      [{ company_id: 'x' }, 'err_issue_company_id_invalid'],
      [{ contact_id: 999_999 }, 'err_issue_contact_not_found', 'contact_id'],
      [{ channel_id: 999_999 }, 'err_issue_channel_not_found', 'channel_id'],
      [{ assignee_user_id: 999_999 }, 'err_issue_assignee_not_found', 'assignee_user_id'],
      [{ assignee_user_id: c.co.ids.inactive }, 'err_issue_assignee_not_found', 'assignee_user_id'],
      [{ type_id: 999_999 }, 'err_issue_type_not_found', 'type_id'],
      [{ tag_ids: [c.tag.id, 999_999] }, 'err_issue_tag_not_found', 'tag_ids'],
      [{ status: 'closed' }, 'err_issue_reason_empty', 'reason_id'],
      [{ status: 'closed', reason_id: 999_999 }, 'err_issue_reason_not_found', 'reason_id'],
      [{ description: 'х'.repeat(5001) }, 'err_issue_field_too_long', 'description'],
    ];
    for (const [patch, code, field] of cases) {
      const res = await c.post('admin', '/api/issues', c.body(patch));
      expect(res.json(), JSON.stringify(patch).slice(0, 80)).toMatchObject({ code, ...(field ? { field } : {}) });
      expect(res.statusCode).toBe(code.endsWith('not_found') ? 404 : 400);
    }
    // The message is the catalogue's, in the caller's language (Mongolian by default).
    expect((await c.post('admin', '/api/issues', c.body({ name: 'Аа' }))).json().message).toBe('Асуудлын нэр хэт богино байна.');
    const list = await c.get('admin', '/api/issues');
    expect(list.json().total).toBe(0);
  });

  it('may be created closed with a reason: the clock stops at once', async () => {
    const c = await issueCompany(t);
    const issue = await c.create('admin', { status: 'closed', reason_id: c.reason.id, created_at: new Date(Date.now() - 3_600_000).toISOString() });
    expect(issue).toMatchObject({ status: 'closed', reason: { id: c.reason.id, name: 'Шийдвэрлэсэн' } });
    expect(issue.ended_at).not.toBeNull();
    expect(issue.duration_seconds).toBeGreaterThanOrEqual(3599);
    expect(issue.duration_seconds).toBeLessThan(3700);
  });

  it('bad ids answer err_issue_id_invalid; unknown and other companies’ ids err_issue_not_found', async () => {
    const a = await issueCompany(t);
    const b = await issueCompany(t);
    const theirs = await b.create();
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await a.get('admin', `/api/issues/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('err_issue_id_invalid');
    }
    for (const [method, url, payload] of [
      ['GET', `/api/issues/${theirs.id}`],
      ['PUT', `/api/issues/${theirs.id}`, a.body()],
      ['POST', `/api/issues/${theirs.id}/close`, { reason_id: a.reason.id }],
      ['POST', `/api/issues/${theirs.id}/reopen`],
      ['DELETE', `/api/issues/${theirs.id}`],
      ['GET', `/api/issues/${theirs.id}/comments`],
      ['POST', `/api/issues/${theirs.id}/comments`, { body: 'сайн уу' }],
      ['GET', '/api/issues/2147483000'],
    ] as const) {
      const res = await a.call('admin', { method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('err_issue_not_found');
    }
    // Another company's contact, channel, assignee, type or tag is not found either.
    for (const [patch, code] of [
      [{ contact_id: b.contact.id }, 'err_issue_contact_not_found'],
      [{ channel_id: b.webchat.id }, 'err_issue_channel_not_found'],
      [{ assignee_user_id: b.co.ids.agent }, 'err_issue_assignee_not_found'],
      [{ type_id: b.type.id }, 'err_issue_type_not_found'],
      [{ tag_ids: [b.tag.id] }, 'err_issue_tag_not_found'],
    ] as const) {
      expect((await a.post('admin', '/api/issues', a.body(patch))).json().code).toBe(code);
    }
    expect((await a.get('admin', `/api/issues?company_id=${b.co.id}`)).json().code).toBe('err_issue_company_id_invalid');
    expect((await b.get('admin', `/api/issues/${theirs.id}`)).statusCode).toBe(200);
  });
});

describe('issues: permissions (spec §6)', () => {
  it('without issue.view_all a user sees only issues they created or are assigned', async () => {
    const c = await issueCompany(t);
    const mine = await c.create('agent');
    const assigned = await c.create('admin', { name: 'Надад оноосон' });
    const other = await c.create('admin', { name: 'Менежерийнх', assignee_user_id: c.co.ids.manager });
    const agentList = (await c.get('agent', '/api/issues')).json();
    expect(agentList.items.map((i: { id: number }) => i.id).sort()).toEqual([mine.id, assigned.id].sort());
    expect(agentList.total).toBe(2);
    expect((await c.get('agent', `/api/issues/${other.id}`)).json().code).toBe('err_issue_not_found');
    expect((await c.put('agent', `/api/issues/${other.id}`, c.body({ assignee_user_id: c.co.ids.manager }))).statusCode).toBe(404);
    expect((await c.get('manager', '/api/issues')).json().total).toBe(3);
    // A guest has neither view_all nor any issue of their own.
    expect((await c.get('guest', '/api/issues')).json()).toEqual({ items: [], total: 0 });
  });

  it('writes need issue.edit_resolve, assigning others issue.assign, deleting issue.delete', async () => {
    const c = await issueCompany(t);
    const issue = await c.create('admin');
    expect((await c.post('guest', '/api/issues', c.body({ assignee_user_id: c.co.ids.guest }))).json().code).toBe('err_no_permission');
    // The agent may create an issue for themselves, not for someone else.
    const forOther = await c.post('agent', '/api/issues', c.body({ assignee_user_id: c.co.ids.manager }));
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json()).toMatchObject({ code: 'err_issue_assign_forbidden', field: 'assignee_user_id' });
    // Editing their assigned issue is fine; handing it to another is not.
    expect((await c.put('agent', `/api/issues/${issue.id}`, c.body({ priority: 'urgent' }))).json().priority).toBe('urgent');
    expect((await c.put('agent', `/api/issues/${issue.id}`, c.body({ assignee_user_id: c.co.ids.admin }))).json().code).toBe('err_issue_assign_forbidden');
    expect((await c.put('manager', `/api/issues/${issue.id}`, c.body({ assignee_user_id: c.co.ids.manager }))).json().assignee.id).toBe(c.co.ids.manager);
    expect((await c.del('agent', `/api/issues/${issue.id}`)).json().code).toBe('err_no_permission');
    expect((await c.post('guest', `/api/issues/${issue.id}/close`, { reason_id: c.reason.id })).json().code).toBe('err_no_permission');
    const anon = await t.app.inject({ url: '/api/issues' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('issues: who may hold one', () => {
  it('offers and accepts only active staff whose role may work issues: never a guest', async () => {
    const c = await issueCompany(t);
    const res = await c.get('agent', '/api/issues/assignees');
    expect(res.statusCode).toBe(200);
    const ids = (res.json().items as { id: number; user_name: string }[]).map((u) => u.id).sort((a, b) => a - b);
    expect(ids).toEqual([c.co.ids.admin, c.co.ids.manager, c.co.ids.agent].sort((a, b) => a - b));
    // Names only: no e-mail, role or status for a member who may not view settings.
    expect(Object.keys(res.json().items[0]).sort()).toEqual(['id', 'picture', 'user_name']);

    const toGuest = await c.post('admin', '/api/issues', c.body({ assignee_user_id: c.co.ids.guest }));
    expect(toGuest.statusCode).toBe(404);
    expect(toGuest.json()).toMatchObject({ code: 'err_issue_assignee_not_found', field: 'assignee_user_id' });

    // The role settings decide: once agents may not work issues, an agent is neither offered nor accepted.
    const matrix = (await c.get('admin', '/api/roles')).json() as { items: { role: string; permissions: string[] }[] };
    const without = matrix.items.find((r) => r.role === 'agent')!.permissions.filter((p) => p !== 'issue.edit_resolve');
    expect((await c.put('admin', '/api/roles/agent/permissions', { permissions: without })).statusCode).toBe(200);
    const after = (await c.get('admin', '/api/issues/assignees')).json().items.map((u: { id: number }) => u.id);
    expect(after).not.toContain(c.co.ids.agent);
    expect((await c.post('admin', '/api/issues', c.body({ assignee_user_id: c.co.ids.agent }))).json().code).toBe('err_issue_assignee_not_found');
  });

  it('lists only the caller’s company, and not to a signed-out visitor', async () => {
    const a = await issueCompany(t);
    const b = await issueCompany(t);
    const ids = (await b.get('admin', '/api/issues/assignees')).json().items.map((u: { id: number }) => u.id);
    for (const id of Object.values(a.co.ids)) expect(ids).not.toContain(id);
    expect((await t.app.inject({ url: '/api/issues/assignees' })).statusCode).toBe(401);
  });
});

describe('issues: the lifecycle machine refuses illegal changes', () => {
  it('close needs a reason; a closed issue cannot be closed or edited until reopened', async () => {
    const c = await issueCompany(t);
    const issue = await c.create('agent');
    expect((await c.post('agent', `/api/issues/${issue.id}/close`, {})).json().code).toBe('err_issue_reason_empty');
    expect((await c.post('agent', `/api/issues/${issue.id}/close`, { reason_id: 0 })).json().code).toBe('err_issue_reason_id_invalid');
    expect((await c.post('agent', `/api/issues/${issue.id}/close`, { reason_id: 999_999 })).json().code).toBe('err_issue_reason_not_found');
    const closed = await c.post('agent', `/api/issues/${issue.id}/close`, { reason_id: c.reason.id });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', reason: { id: c.reason.id } });
    const ended = closed.json().ended_at;
    expect(ended).not.toBeNull();
    const again = await c.post('agent', `/api/issues/${issue.id}/close`, { reason_id: c.reason.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'err_issue_transition', state: 'closed' });
    expect((await c.put('agent', `/api/issues/${issue.id}`, c.body())).json().code).toBe('err_issue_transition');
    // The duration stopped with the close: moved an hour into the past, the issue still lasted
    // from its creation to its close, not to now.
    await t.db.execute(sql`update issues set created_at = created_at - interval '1 hour', ended_at = ended_at - interval '1 hour' where id = ${issue.id}`);
    const later = (await c.get('agent', `/api/issues/${issue.id}`)).json();
    expect(Date.parse(later.ended_at)).toBe(Date.parse(ended) - 3_600_000);
    expect(later.duration_seconds).toBe(Math.floor((Date.parse(later.ended_at) - Date.parse(later.created_at)) / 1000));
    const reopened = await c.post('agent', `/api/issues/${issue.id}/reopen`);
    expect(reopened.json()).toMatchObject({ status: 'open', reason: null, ended_at: null });
    expect((await c.post('agent', `/api/issues/${issue.id}/reopen`)).json().code).toBe('err_issue_transition');
  });

  it('saving the status closed through an edit closes it with the reason', async () => {
    const c = await issueCompany(t);
    const issue = await c.create();
    expect((await c.put('admin', `/api/issues/${issue.id}`, c.body({ status: 'closed' }))).json().code).toBe('err_issue_reason_empty');
    const res = await c.put('admin', `/api/issues/${issue.id}`, c.body({ status: 'closed', reason_id: c.reason.id }));
    expect(res.json()).toMatchObject({ status: 'closed', reason: { id: c.reason.id } });
    expect(res.json().ended_at).not.toBeNull();
  });

  it('a deleted issue is kept, listed only under status=deleted, and nothing changes it', async () => {
    const c = await issueCompany(t);
    const issue = await c.create();
    expect((await c.del('admin', `/api/issues/${issue.id}`)).json()).toEqual({ ok: true });
    const list = (await c.get('admin', '/api/issues')).json();
    expect(list.total).toBe(0);
    const deleted = (await c.get('admin', '/api/issues?status=deleted')).json();
    expect(deleted.items.map((i: { id: number }) => i.id)).toEqual([issue.id]);
    expect(deleted.items[0].deleted_at).not.toBeNull();
    for (const [method, url, payload] of [
      ['PUT', `/api/issues/${issue.id}`, c.body()],
      ['POST', `/api/issues/${issue.id}/close`, { reason_id: c.reason.id }],
      ['POST', `/api/issues/${issue.id}/reopen`],
      ['DELETE', `/api/issues/${issue.id}`],
      ['POST', `/api/issues/${issue.id}/comments`, { body: 'Дахин' }],
    ] as const) {
      const res = await c.call('admin', { method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(409);
      expect(res.json()).toMatchObject({ code: 'err_issue_transition', state: 'deleted' });
    }
    expect((await c.get('admin', `/api/issues/${issue.id}`)).json().deleted_at).not.toBeNull();
  });
});

describe('issues: from a live conversation', () => {
  it('interaction_id fills contact, channel and platform; the prefill endpoint shows them', async () => {
    const c = await issueCompany(t);
    const conv = await createInteraction(t.db, { companyId: c.co.id, channelId: c.email.id, contactId: c.contact.id, subject: 'Буцаалт' });
    const prefill = await c.get('agent', `/api/issues/prefill?interaction_id=${conv.id}`);
    expect(prefill.json()).toEqual({
      interaction_id: conv.id,
      name: 'Буцаалт',
      contact: { id: c.contact.id, name: 'Бат Болд' },
      channel: { id: c.email.id, name: 'support@co.mn', type: 'email' },
      platform: 'email',
    });
    const res = await c.post('agent', '/api/issues', c.body({ interaction_id: conv.id, contact_id: null, channel_id: null, platform: '' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ interaction_id: conv.id, contact: { id: c.contact.id }, channel: { id: c.email.id }, platform: 'email' });
    // A conversation without a contact still needs one chosen.
    const anonymous = await createInteraction(t.db, { companyId: c.co.id, channelId: c.webchat.id });
    expect((await c.post('agent', '/api/issues', c.body({ interaction_id: anonymous.id, contact_id: null }))).json().code).toBe('err_issue_contact_empty');
    const other = await issueCompany(t);
    const theirs = await createInteraction(t.db, { companyId: other.co.id, channelId: other.webchat.id });
    expect((await c.post('agent', '/api/issues', c.body({ interaction_id: theirs.id }))).json().code).toBe('err_interaction_not_found');
    expect((await c.get('agent', `/api/issues/prefill?interaction_id=${theirs.id}`)).statusCode).toBe(404);
  });
});

describe('issues: list filters, search, sort and pages', () => {
  it('filters by every field and pages on the server', async () => {
    const c = await issueCompany(t);
    const other = (await c.post('admin', '/api/issue-tags', { title: 'Хүргэлт' })).json();
    const a = await c.create('admin', { name: 'Нэхэмжлэх алдаатай', priority: 'low', tag_ids: [other.id] });
    const b = await c.create('admin', { name: 'Хүргэлт хоцорсон', priority: 'urgent', channel_id: c.email.id, assignee_user_id: c.co.ids.manager, type_id: null });
    const d = await c.create('admin', { name: 'Буцаалт хүсэлт', status: 'in_progress', created_at: '2024-01-15T10:00:00.000Z' });
    const ids = async (query: string) => (await c.get('admin', `/api/issues?${query}`)).json().items.map((i: { id: number }) => i.id);
    expect(await ids('status=in_progress')).toEqual([d.id]);
    expect(await ids('priority=urgent')).toEqual([b.id]);
    expect(await ids(`assignee_id=${c.co.ids.manager}`)).toEqual([b.id]);
    expect(await ids(`type_id=${c.type.id}&sort=name&dir=asc`)).toEqual([d.id, a.id]);
    expect(await ids(`tag_id=${other.id}`)).toEqual([a.id]);
    expect(await ids(`channel_id=${c.email.id}`)).toEqual([b.id]);
    expect(await ids('created_from=2024-01-01T00:00:00.000Z&created_to=2024-01-31T23:59:59.999Z')).toEqual([d.id]);
    expect(await ids('q=хүргэлт')).toEqual([b.id]);
    expect(await ids(`q=%23${a.id}`)).toEqual([a.id]);
    // urgent, high, low.
    expect(await ids('sort=priority&dir=desc')).toEqual([b.id, d.id, a.id]);
    const page1 = (await c.get('admin', '/api/issues?size=2&page=1&sort=created_at&dir=asc')).json();
    const page2 = (await c.get('admin', '/api/issues?size=2&page=2&sort=created_at&dir=asc')).json();
    expect(page1.total).toBe(3);
    expect([...page1.items, ...page2.items].map((i: { id: number }) => i.id)).toEqual([d.id, a.id, b.id]);
    expect((await c.get('admin', '/api/issues?status=nope')).json().code).toBe('err_wrong_param_structure');
  });
});
