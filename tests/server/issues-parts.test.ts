import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '../../contracts';
import { build } from './helper';
import { issueCompany, type Harness } from './issues-fixture';

let t: Harness;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('issue comments', () => {
  it('anyone who sees the issue reads and adds comments, oldest first', async () => {
    const c = await issueCompany(t);
    const issue = await c.create();
    const first = await c.post('agent', `/api/issues/${issue.id}/comments`, { body: '  Хэрэглэгч рүү залгасан  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ body: 'Хэрэглэгч рүү залгасан', author: { id: c.co.ids.agent, name: 'Test agent' } });
    await c.post('admin', `/api/issues/${issue.id}/comments`, { body: 'Баярлалаа' });
    const thread = (await c.get('agent', `/api/issues/${issue.id}/comments`)).json().items;
    expect(thread.map((x: { body: string }) => x.body)).toEqual(['Хэрэглэгч рүү залгасан', 'Баярлалаа']);
    expect((await c.get('admin', `/api/issues/${issue.id}`)).json()).toMatchObject({
      comment_count: 2,
      comments: [{ body: 'Хэрэглэгч рүү залгасан' }, { body: 'Баярлалаа' }],
    });
    // A closed issue still takes comments.
    await c.post('admin', `/api/issues/${issue.id}/close`, { reason_id: c.reason.id });
    expect((await c.post('agent', `/api/issues/${issue.id}/comments`, { body: 'Хаасны дараа' })).statusCode).toBe(200);
  });

  it('refuses empty or too long comments and bad comment ids; only the author or an issue deleter removes one', async () => {
    const c = await issueCompany(t);
    const issue = await c.create();
    expect((await c.post('agent', `/api/issues/${issue.id}/comments`, { body: '   ' })).json().code).toBe('err_issue_comment_empty');
    expect((await c.post('agent', `/api/issues/${issue.id}/comments`, { body: 'х'.repeat(5001) })).json()).toMatchObject({ code: 'err_issue_field_too_long', max: 5000 });
    const agents = (await c.post('agent', `/api/issues/${issue.id}/comments`, { body: 'Агентынх' })).json();
    const managers = (await c.post('manager', `/api/issues/${issue.id}/comments`, { body: 'Менежерийнх' })).json();
    expect((await c.del('agent', `/api/issues/${issue.id}/comments/abc`)).json().code).toBe('err_issue_comment_id_invalid');
    expect((await c.del('agent', `/api/issues/${issue.id}/comments/999999`)).json().code).toBe('err_issue_comment_id_invalid');
    expect((await c.del('agent', `/api/issues/${issue.id}/comments/${managers.id}`)).json().code).toBe('err_no_permission');
    expect((await c.del('agent', `/api/issues/${issue.id}/comments/${agents.id}`)).json()).toEqual({ ok: true });
    expect((await c.del('admin', `/api/issues/${issue.id}/comments/${managers.id}`)).json()).toEqual({ ok: true });
    expect((await c.get('agent', `/api/issues/${issue.id}/comments`)).json().items).toEqual([]);
    // A comment of one issue is not a comment of another.
    const second = await c.create();
    const onSecond = (await c.post('admin', `/api/issues/${second.id}/comments`, { body: 'Хоёрдугаарынх' })).json();
    expect((await c.del('admin', `/api/issues/${issue.id}/comments/${onSecond.id}`)).json().code).toBe('err_issue_comment_id_invalid');
  });
});

describe('issue attachments (at most 1 MB, stored in the database)', () => {
  it('uploads, lists metadata, downloads the same bytes with a content-disposition, deletes', async () => {
    const c = await issueCompany(t);
    const issue = await c.create();
    const bytes = Buffer.from('%PDF-1.4 баримт', 'utf8');
    const up = await c.post('agent', `/api/issues/${issue.id}/attachments`, {
      name: 'C:\\docs\\Нэхэмжлэх №5.pdf',
      mime: 'application/pdf',
      data: bytes.toString('base64'),
    });
    expect(up.statusCode).toBe(200);
    const meta = up.json();
    expect(meta).toMatchObject({ name: 'Нэхэмжлэх №5.pdf', mime: 'application/pdf', size: bytes.length, uploaded_by: { id: c.co.ids.agent } });
    expect((await c.get('agent', `/api/issues/${issue.id}`)).json()).toMatchObject({
      attachment_count: 1,
      attachments: [{ id: meta.id, name: 'Нэхэмжлэх №5.pdf', size: bytes.length }],
    });
    const down = await c.get('agent', `/api/issues/${issue.id}/attachments/${meta.id}`);
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.equals(bytes)).toBe(true);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['content-disposition']).toBe(`attachment; filename="_________ _5.pdf"; filename*=UTF-8''${encodeURIComponent('Нэхэмжлэх №5.pdf')}`);
    expect((await c.get('agent', `/api/issues/${issue.id}/attachments/abc`)).json().code).toBe('err_issue_attachment_id_invalid');
    expect((await c.get('agent', `/api/issues/${issue.id}/attachments/999999`)).json().code).toBe('err_issue_attachment_not_found');
    expect((await c.del('guest', `/api/issues/${issue.id}/attachments/${meta.id}`)).json().code).toBe('err_no_permission');
    expect((await c.del('agent', `/api/issues/${issue.id}/attachments/${meta.id}`)).json()).toEqual({ ok: true });
    expect((await c.get('agent', `/api/issues/${issue.id}/attachments/${meta.id}`)).statusCode).toBe(404);
  });

  it('a file of exactly 1 MB is taken; one byte more, or far more, is refused by name', async () => {
    const c = await issueCompany(t);
    const issue = await c.create();
    const url = `/api/issues/${issue.id}/attachments`;
    const exact = await c.post('admin', url, { name: 'exact.bin', data: Buffer.alloc(ATTACHMENT_MAX_BYTES, 7).toString('base64') });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().size).toBe(ATTACHMENT_MAX_BYTES);
    const over = await c.post('admin', url, { name: 'over.bin', data: Buffer.alloc(ATTACHMENT_MAX_BYTES + 1).toString('base64') });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'err_issue_attachment_too_large', max_mb: 1, message: 'Хавсралт хэт том байна (хамгийн ихдээ 1 МБ).' });
    // Far larger than the route's body limit: the same refusal, not a generic one.
    const huge = await c.post('admin', url, { name: 'huge.bin', data: Buffer.alloc(3 * ATTACHMENT_MAX_BYTES).toString('base64') });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('err_issue_attachment_too_large');
    for (const payload of [
      { name: 'a.txt', data: 'not base64!' },
      { name: 'a.txt', data: '' },
      { name: '  ', data: 'aGk=' },
      { name: '../', data: 'aGk=' },
    ]) {
      expect((await c.post('admin', url, payload)).json().code, JSON.stringify(payload)).toBe('err_issue_attachment_invalid');
    }
    expect((await c.get('admin', `/api/issues/${issue.id}`)).json().attachment_count).toBe(1);
  });

  it('a closed issue takes no new attachments; another company cannot read them', async () => {
    const c = await issueCompany(t);
    const other = await issueCompany(t);
    const issue = await c.create();
    const meta = (await c.post('admin', `/api/issues/${issue.id}/attachments`, { name: 'a.txt', mime: 'text/plain', data: Buffer.from('hi').toString('base64') })).json();
    expect((await other.get('admin', `/api/issues/${issue.id}/attachments/${meta.id}`)).json().code).toBe('err_issue_not_found');
    await c.post('admin', `/api/issues/${issue.id}/close`, { reason_id: c.reason.id });
    const late = await c.post('admin', `/api/issues/${issue.id}/attachments`, { name: 'b.txt', data: 'aGk=' });
    expect(late.json().code).toBe('err_issue_transition');
    expect((await c.get('admin', `/api/issues/${issue.id}/attachments/${meta.id}`)).statusCode).toBe(200);
  });
});

describe('saved issue views', () => {
  it('each user saves, lists (by name) and deletes their own views; the same name replaces', async () => {
    const c = await issueCompany(t);
    const saved = await c.post('agent', '/api/issue-views', { name: 'Яаралтай', filters: { priority: 'urgent', status: 'open' } });
    expect(saved.json()).toMatchObject({ name: 'Яаралтай', filters: { priority: 'urgent', status: 'open' } });
    await c.post('agent', '/api/issue-views', { name: 'Бүгд', filters: {} });
    const replaced = await c.post('agent', '/api/issue-views', { name: 'яаралтай', filters: { priority: 'high' } });
    expect(replaced.json().id).toBe(saved.json().id);
    const list = (await c.get('agent', '/api/issue-views')).json().items;
    expect(list.map((v: { name: string; filters: object }) => [v.name, v.filters])).toEqual([
      ['Бүгд', {}],
      ['яаралтай', { priority: 'high' }],
    ]);
    expect((await c.get('manager', '/api/issue-views')).json().items).toEqual([]);
    expect((await c.del('manager', `/api/issue-views/${saved.json().id}`)).json().code).toBe('err_issue_view_not_found');
    expect((await c.del('agent', '/api/issue-views/x')).json().code).toBe('err_issue_view_id_invalid');
    expect((await c.post('agent', '/api/issue-views', { name: ' ', filters: {} })).json().code).toBe('err_issue_view_name_empty');
    expect((await c.post('agent', '/api/issue-views', { name: 'x', filters: { priority: 'nope' } })).statusCode).toBe(400);
    expect((await c.del('agent', `/api/issue-views/${saved.json().id}`)).json()).toEqual({ ok: true });
    expect((await c.get('agent', '/api/issue-views')).json().items).toHaveLength(1);
  });
});

describe('issue settings: types, tags, reasons', () => {
  it('members read; settings editors add, edit and delete with each catalogue refusal', async () => {
    const c = await issueCompany(t);
    const other = await issueCompany(t);
    expect((await c.get('agent', '/api/issue-types')).json().items.map((x: { title: string }) => x.title)).toEqual(['Гомдол']);
    expect((await c.post('agent', '/api/issue-types', { title: 'Санал' })).json().code).toBe('err_no_permission');
    expect((await c.post('admin', '/api/issue-types', { title: ' ' })).json().code).toBe('err_issue_type_name_empty');
    expect((await c.post('admin', '/api/issue-types', { title: 'т'.repeat(101) })).json().code).toBe('err_issue_type_name_invalid');
    expect((await c.post('admin', '/api/issue-types', { title: 'гомдол' })).json().code).toBe('err_issue_type_duplicate');
    expect((await c.put('admin', '/api/issue-types/abc', { title: 'Санал' })).json().code).toBe('err_issue_type_id_invalid');
    expect((await c.put('admin', `/api/issue-types/${other.type.id}`, { title: 'Санал' })).json().code).toBe('err_issue_type_not_found');
    expect((await c.del('admin', `/api/issue-types/${other.type.id}`)).json().code).toBe('err_issue_type_not_found');
    const issue = await c.create();
    expect((await c.get('admin', '/api/issue-types')).json().items[0].issue_count).toBe(1);
    expect((await c.put('admin', `/api/issue-types/${c.type.id}`, { title: 'Гомдол, санал', description: '' })).json()).toMatchObject({
      title: 'Гомдол, санал',
      issue_count: 1,
    });
    expect((await c.del('admin', `/api/issue-types/${c.type.id}`)).json()).toEqual({ ok: true });
    expect((await c.get('admin', `/api/issues/${issue.id}`)).json().type).toBeNull();

    expect((await c.post('admin', '/api/issue-tags', { title: '' })).json().code).toBe('err_issue_tag_name_empty');
    expect((await c.post('admin', '/api/issue-tags', { title: 'Улаан', colour: 'red' })).json().code).toBe('err_issue_tag_colour_invalid');
    expect((await c.post('admin', '/api/issue-tags', { title: 'төлбөр' })).json().code).toBe('err_issue_tag_duplicate');
    expect((await c.put('admin', '/api/issue-tags/0', { title: 'Х' })).json().code).toBe('err_issue_tag_id_invalid');
    expect((await c.put('admin', `/api/issue-tags/${other.tag.id}`, { title: 'Х' })).json().code).toBe('err_issue_tag_not_found');
    expect((await c.put('admin', `/api/issue-tags/${c.tag.id}`, { title: 'Төлбөр', colour: '#00ff00' })).json()).toMatchObject({ colour: '#00FF00', issue_count: 1 });
    expect((await c.del('admin', `/api/issue-tags/${c.tag.id}`)).json()).toEqual({ ok: true });
    expect((await c.get('admin', `/api/issues/${issue.id}`)).json().tags).toEqual([]);

    expect((await c.post('admin', '/api/issue-reasons', { name: '' })).json().code).toBe('err_issue_reason_name_empty');
    expect((await c.post('admin', '/api/issue-reasons', { name: 'шийдвэрлэсэн' })).json().code).toBe('err_issue_reason_duplicate');
    expect((await c.put('admin', '/api/issue-reasons/x', { name: 'Х' })).json().code).toBe('err_issue_reason_id_invalid');
    expect((await c.put('admin', `/api/issue-reasons/${other.reason.id}`, { name: 'Хуулбар' })).json().code).toBe('err_issue_reason_not_found');
    expect((await c.get('guest', '/api/issue-reasons')).json().items.map((x: { name: string }) => x.name)).toEqual(['Шийдвэрлэсэн']);
    expect((await c.del('manager', `/api/issue-reasons/${c.reason.id}`)).json()).toEqual({ ok: true });
  });
});

describe('contacts and issues', () => {
  it('a contact with an open issue cannot be deleted; once it is closed it can', async () => {
    const c = await issueCompany(t);
    const issue = await c.create();
    const refused = await c.del('admin', `/api/contacts/${c.contact.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('err_contact_delete_open');
    expect((await c.get('admin', `/api/contacts/${c.contact.id}`)).json().issues).toEqual([
      { id: issue.id, name: 'Захиалга ирээгүй', status: 'open', created_at: issue.created_at },
    ]);
    await c.post('admin', `/api/issues/${issue.id}/close`, { reason_id: c.reason.id });
    expect((await c.del('admin', `/api/contacts/${c.contact.id}`)).json()).toEqual({ ok: true });
    // The closed issue stays, without its contact.
    expect((await c.get('admin', `/api/issues/${issue.id}`)).json().contact).toBeNull();
  });

  it('a merge moves the merged contact’s issues to the kept one', async () => {
    const c = await issueCompany(t);
    const second = (await c.post('admin', '/api/contacts', { first_name: 'Сараа', phone: '88112233' })).json();
    const issue = await c.create('admin', { contact_id: second.id });
    const merged = await c.post('admin', '/api/contacts/merge', { keep_id: c.contact.id, merge_id: second.id });
    expect(merged.statusCode).toBe(200);
    expect((await c.get('admin', `/api/issues/${issue.id}`)).json().contact.id).toBe(c.contact.id);
    expect((await c.get('admin', `/api/contacts/${c.contact.id}`)).json().issues.map((i: { id: number }) => i.id)).toEqual([issue.id]);
  });
});

describe('failures of the database become the operation’s catalogue code', () => {
  // Last in the file: it breaks this database's issue tables on purpose.
  it('add, edit, close, delete, get, comment and settings failures', async () => {
    const c = await issueCompany(t);
    const issue = await c.create();
    await t.db.execute(sql`alter table issue_comments rename to issue_comments_gone`);
    expect((await c.post('admin', `/api/issues/${issue.id}/comments`, { body: 'Сайн уу' })).json()).toMatchObject({ code: 'err_issue_comment' });
    expect((await c.get('admin', `/api/issues/${issue.id}`)).json().code).toBe('err_issue_get');
    expect((await c.get('admin', '/api/issues')).json().code).toBe('err_issue_get');
    await t.db.execute(sql`alter table issue_comments_gone rename to issue_comments`);
    await t.db.execute(sql`alter table issue_tags rename to issue_tags_gone`);
    const add = await c.post('admin', '/api/issues', c.body({ tag_ids: [] }));
    expect(add.statusCode).toBe(500);
    expect(add.json()).toMatchObject({ code: 'err_issue_add', message: 'Асуудал нэмэхэд алдаа гарлаа.' });
    expect((await c.put('admin', `/api/issues/${issue.id}`, c.body({ tag_ids: [] }))).json().code).toBe('err_issue_edit');
    expect((await c.get('admin', '/api/issue-tags')).json().code).toBe('err_issue_tag_get');
    await t.db.execute(sql`alter table issue_tags_gone rename to issue_tags`);
    await t.db.execute(sql`create or replace function refuse() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await t.db.execute(sql`create trigger refuse_issue_update before update on issues for each row execute function refuse()`);
    expect((await c.post('admin', `/api/issues/${issue.id}/close`, { reason_id: c.reason.id })).json().code).toBe('err_issue_close');
    expect((await c.del('admin', `/api/issues/${issue.id}`)).json().code).toBe('err_issue_delete');
    await t.db.execute(sql`create trigger refuse_type before insert or update or delete on issue_types for each row execute function refuse()`);
    await t.db.execute(sql`create trigger refuse_tag before insert or update or delete on issue_tag_defs for each row execute function refuse()`);
    expect((await c.post('admin', '/api/issue-types', { title: 'Шинэ' })).json().code).toBe('err_issue_type_add');
    expect((await c.put('admin', `/api/issue-types/${c.type.id}`, { title: 'Шинэ' })).json().code).toBe('err_issue_type_edit');
    expect((await c.del('admin', `/api/issue-types/${c.type.id}`)).json().code).toBe('err_issue_type_delete');
    expect((await c.post('admin', '/api/issue-tags', { title: 'Шинэ' })).json().code).toBe('err_issue_tag_add');
    expect((await c.put('admin', `/api/issue-tags/${c.tag.id}`, { title: 'Шинэ' })).json().code).toBe('err_issue_tag_edit');
    expect((await c.del('admin', `/api/issue-tags/${c.tag.id}`)).json().code).toBe('err_issue_tag_delete');
    await t.db.execute(sql`alter table issue_types rename to issue_types_gone`);
    expect((await c.get('admin', '/api/issue-types')).json().code).toBe('err_issue_type_get');
    await t.db.execute(sql`alter table issue_types_gone rename to issue_types`);
    for (const name of ['refuse_issue_update on issues', 'refuse_type on issue_types', 'refuse_tag on issue_tag_defs'])
      await t.db.execute(sql.raw(`drop trigger ${name}`));
    // Internals never reach the client.
    expect(add.body).not.toContain('issue_tags');
  });
});
