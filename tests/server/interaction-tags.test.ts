import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, makeCompany, makeOnboardingUser, signIn } from './helper';

let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

type Tag = { id: number; name: string; description: string; is_important: boolean; created_at: string };
const add = (cookie: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/interaction-tags', headers: { cookie }, payload });
const edit = (cookie: string, id: number | string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/interaction-tags/${id}`, headers: { cookie }, payload });
const remove = (cookie: string, id: number | string) => t.app.inject({ method: 'DELETE', url: `/api/interaction-tags/${id}`, headers: { cookie } });
const list = async (cookie: string) => {
  const res = await t.app.inject({ url: '/api/interaction-tags', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return (res.json().items as Tag[]).map((tag) => tag.name);
};

describe('interaction tags', () => {
  it('adds, lists by name for every member, edits and deletes', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const vip = await add(admin, { name: '  VIP харилцагч ', description: ' Онцгой анхаарал ', is_important: true });
    expect(vip.statusCode).toBe(200);
    const created = vip.json() as Tag;
    // Trimmed, as the agent will see it.
    expect(created).toMatchObject({ name: 'VIP харилцагч', description: 'Онцгой анхаарал', is_important: true });
    expect(Number.isNaN(Date.parse(created.created_at))).toBe(false);
    const plain = (await add(admin, { name: 'Гомдол' })).json() as Tag;
    expect(plain).toMatchObject({ description: '', is_important: false });
    await add(admin, { name: 'асуулт' });

    // Agents and guests pick tags in a conversation: they read the list.
    for (const role of ['agent', 'guest', 'manager'] as const) {
      expect(await list(await signIn(t.app, co.emails[role]))).toEqual(['VIP харилцагч', 'асуулт', 'Гомдол']);
    }

    const changed = await edit(admin, created.id, { name: 'VIP', description: '', is_important: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: created.id, name: 'VIP', description: '', is_important: false, created_at: created.created_at });
    // Same name, other letters' case: a rename of a tag to itself is allowed.
    expect((await edit(admin, created.id, { name: 'vip' })).json()).toMatchObject({ name: 'vip' });

    const deleted = await remove(admin, plain.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect(await list(admin)).toEqual(['vip', 'асуулт']);
    expect((await remove(admin, plain.id)).json().code).toBe('err_interaction_tag_not_found');
  });

  it('refuses a name shorter than 2 characters after trimming, with its own code', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    for (const name of ['', ' ', 'a', '  б  ']) {
      const res = await add(admin, { name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().code).toBe('err_interaction_tag_name_short');
    }
    const tag = (await add(admin, { name: 'ok' })).json() as Tag;
    const short = await edit(admin, tag.id, { name: 'x' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'err_interaction_tag_name_short', message: 'Шошгын нэр дор хаяж 2 тэмдэгт байна.' });
    // Other malformed bodies keep the generic code.
    expect((await add(admin, {})).json().code).toBe('err_wrong_param_structure');
    expect((await add(admin, { name: 'x'.repeat(51) })).json()).toMatchObject({ code: 'err_text_too_long', field: 'name', max: 50 });
    expect((await add(admin, { name: 'ok2', colour: 'red' })).json().code).toBe('err_wrong_param_structure');
    expect((await add(admin, { name: 'ok2', is_important: 'yes' })).json().code).toBe('err_wrong_param_structure');
    expect((await edit(admin, 'abc', { name: 'fine' })).json().code).toBe('err_wrong_param_structure');
    expect(await list(admin)).toEqual(['ok']);
  });

  it('refuses a duplicate name whatever its case, on add and on rename', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    await add(admin, { name: 'Төлбөр' });
    for (const name of ['Төлбөр', 'төлбөр', ' ТӨЛБӨР ']) {
      const dup = await add(admin, { name });
      expect(dup.statusCode, name).toBe(409);
      expect(dup.json().code).toBe('err_interaction_tag_duplicate');
    }
    const other = (await add(admin, { name: 'Хүргэлт' })).json() as Tag;
    const rename = await edit(admin, other.id, { name: 'ТөлБөР' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().code).toBe('err_interaction_tag_duplicate');
    // Racing adds of one name in two cases: exactly one wins.
    const raced = await Promise.all([add(admin, { name: 'Яаралтай' }), add(admin, { name: 'яаралтай' })]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await list(admin)).toHaveLength(3);
  });

  it('keeps each company to its own tags', async () => {
    const ours = await makeCompany(t.db);
    const theirs = await makeCompany(t.db);
    const admin = await signIn(t.app, ours.emails.admin);
    const theirAdmin = await signIn(t.app, theirs.emails.admin);
    const tag = (await add(admin, { name: 'Буцаалт' })).json() as Tag;
    // Another company may use the same name.
    expect((await add(theirAdmin, { name: 'буцаалт' })).statusCode).toBe(200);
    expect(await list(theirAdmin)).toEqual(['буцаалт']);

    const put = await edit(theirAdmin, tag.id, { name: 'Хакердсан' });
    expect(put.statusCode).toBe(404);
    expect(put.json().code).toBe('err_interaction_tag_not_found');
    const del = await remove(theirAdmin, tag.id);
    expect(del.statusCode).toBe(404);
    expect(del.json().code).toBe('err_interaction_tag_not_found');
    expect((await edit(admin, 999_999, { name: 'Байхгүй' })).json().code).toBe('err_interaction_tag_not_found');
    expect(await list(admin)).toEqual(['Буцаалт']);
  });

  it('lets only settings editors change the list, and only signed-in members read it', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const tag = (await add(admin, { name: 'Санал' })).json() as Tag;
    for (const role of ['agent', 'guest'] as const) {
      const cookie = await signIn(t.app, co.emails[role]);
      for (const res of [await add(cookie, { name: `${role}-tag` }), await edit(cookie, tag.id, { name: 'Өөр' }), await remove(cookie, tag.id)]) {
        expect(res.statusCode, role).toBe(403);
        expect(res.json().code).toBe('err_no_permission');
      }
    }
    // A manager holds settings.edit by default.
    const manager = await signIn(t.app, co.emails.manager);
    expect((await add(manager, { name: 'Менежерийн' })).statusCode).toBe(200);
    expect(await list(admin)).toEqual(['Менежерийн', 'Санал']);

    const anonymous = await t.app.inject({ url: '/api/interaction-tags' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('err_auth_failed');
    expect((await t.app.inject({ method: 'POST', url: '/api/interaction-tags', payload: { name: 'Гадны' } })).statusCode).toBe(401);
    // Signed in but not yet in a company: nothing to read.
    const newcomer = await makeOnboardingUser(t.db, 'none');
    const noCompany = await t.app.inject({ url: '/api/interaction-tags', headers: { cookie: await signIn(t.app, newcomer.email) } });
    expect(noCompany.statusCode).toBe(403);
    expect(noCompany.json().code).toBe('err_no_permission');
  });

  it('follows the role matrix: an agent given settings.edit may add', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const agent = await signIn(t.app, co.emails.agent);
    expect((await add(agent, { name: 'Эхлээд' })).json().code).toBe('err_no_permission');
    const matrix = await t.app.inject({
      method: 'PUT',
      url: '/api/roles/agent/permissions',
      headers: { cookie: admin },
      payload: { permissions: ['interaction.start', 'settings.view', 'settings.edit'] },
    });
    expect(matrix.statusCode).toBe(200);
    expect((await add(agent, { name: 'Дараа нь' })).statusCode).toBe(200);
  });

  it('is described in the OpenAPI document under its tag', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const [path, methods] of [
      ['/api/interaction-tags', ['get', 'post']],
      ['/api/interaction-tags/{id}', ['put', 'delete']],
    ] as const) {
      for (const method of methods) expect(doc.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['interaction-tags']);
    }
  });
});
