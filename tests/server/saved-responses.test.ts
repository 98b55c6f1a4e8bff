import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedResponses } from '../../server/db/schema';
import { build, makeCompany, signIn } from './helper';

let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const add = (cookie: string, key: string, answer = 'Баярлалаа!') =>
  t.app.inject({ method: 'POST', url: '/api/saved-responses', headers: { cookie }, payload: { key, answer } });
const list = (cookie: string, q = '') => t.app.inject({ url: `/api/saved-responses${q ? `?q=${encodeURIComponent(q)}` : ''}`, headers: { cookie } });

describe('saved responses', () => {
  it('adds, offers by key prefix, edits and deletes', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const agent = await signIn(t.app, co.emails.agent);
    const thanks = await add(admin, 'thanks');
    expect(thanks.statusCode).toBe(200);
    expect(thanks.json()).toMatchObject({ key: 'thanks', answer: 'Баярлалаа!', created_by: co.ids.admin });
    await add(admin, 'hours', 'Бид 09:00–18:00 цагт ажиллана.');
    await add(admin, 'th_x');
    // The composer asks while '/th' is typed: prefix match, '_' taken literally.
    expect((await list(agent, 'th')).json().items.map((r: { key: string }) => r.key)).toEqual(['th_x', 'thanks']);
    expect((await list(agent, 'th_')).json().items.map((r: { key: string }) => r.key)).toEqual(['th_x']);
    expect((await list(agent)).json().items).toHaveLength(3);

    const id = thanks.json().id;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/saved-responses/${id}`,
      headers: { cookie: admin },
      payload: { key: 'thanks', answer: 'Маш их баярлалаа!' },
    });
    expect(edited.json()).toMatchObject({ id, answer: 'Маш их баярлалаа!' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/saved-responses/${id}`, headers: { cookie: admin } })).statusCode).toBe(200);
    expect((await list(agent, 'thanks')).json().items).toEqual([]);
  });

  it('treats keys that differ only in case as one key, in the check, the index and the prefix search', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const hello = (await add(admin, 'hello')).json();
    const upper = await add(admin, 'HELLO');
    expect(upper.statusCode).toBe(409);
    expect(upper.json()).toMatchObject({ code: 'err_quick_response_key_duplicate', field: 'key' });
    const other = (await add(admin, 'Helpdesk')).json();
    const renamed = await t.app.inject({ method: 'PUT', url: `/api/saved-responses/${other.id}`, headers: { cookie: admin }, payload: { key: 'Hello', answer: 'x' } });
    expect(renamed.json()).toMatchObject({ code: 'err_quick_response_key_duplicate', field: 'key' });
    // Its own key in another case is no clash.
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/saved-responses/${hello.id}`, headers: { cookie: admin }, payload: { key: 'Hello', answer: 'x' } })).statusCode,
    ).toBe(200);
    // The database refuses a second one too, whatever writes it.
    await expect(t.db.insert(savedResponses).values({ companyId: co.id, key: 'hELLO', answer: 'x' })).rejects.toThrow();
    // '/hel' offers every key starting so, in any case.
    expect((await list(admin, 'hel')).json().items.map((r: { key: string }) => r.key)).toEqual(['Hello', 'Helpdesk']);
    expect((await list(admin, 'HEL')).json().items).toHaveLength(2);
  });

  it('refuses keys with spaces, duplicates, other companies and those without the permission', async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const spaced = await add(admin, 'two words');
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json().code).toBe('err_quick_response_key_invalid');
    const first = (await add(admin, 'greet')).json();
    const dup = await add(admin, 'greet');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('err_quick_response_key_duplicate');
    const second = (await add(admin, 'greet2')).json();
    const rename = await t.app.inject({ method: 'PUT', url: `/api/saved-responses/${second.id}`, headers: { cookie: admin }, payload: { key: 'greet', answer: 'x' } });
    expect(rename.json().code).toBe('err_quick_response_key_duplicate');
    // Another company may use the same key; it cannot touch ours.
    const theirAdmin = await signIn(t.app, other.emails.admin);
    expect((await add(theirAdmin, 'greet')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/saved-responses/${first.id}`, headers: { cookie: theirAdmin } })).json().code).toBe(
      'err_quick_response_not_found',
    );
    expect((await list(theirAdmin)).json().items.map((r: { key: string }) => r.key)).toEqual(['greet']);
    // Agents use them but do not edit the list; guests do neither.
    expect((await add(await signIn(t.app, co.emails.agent), 'mine')).json().code).toBe('err_no_permission');
    expect((await list(await signIn(t.app, co.emails.guest))).json().code).toBe('err_no_permission');
    expect((await add(admin, 'x'.repeat(51))).json()).toMatchObject({ code: 'err_text_too_long', field: 'key', max: 50 });
    expect((await add(admin, 'empty', '  ')).json()).toMatchObject({ code: 'err_value_required', field: 'answer' });
  });
});
