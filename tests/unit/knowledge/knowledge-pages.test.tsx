import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnMenu from '../../../locales/mn/menu.json';
import mnList from '../../../locales/mn/list.json';
import mn from '../../../locales/mn/knowledge.json';
import { json } from '../console/fake-fetch';
import { ADMIN, renderApp, resetBrowserState } from '../console/render-app';
import { DEFAULT_ROLE_PERMISSIONS } from '../../../contracts/permissions';

beforeEach(resetBrowserState);
afterEach(cleanup);

const BASES = {
  items: [{ id: 1, name: 'Demo дэлгүүр', agent_user_id: null, folders: [{ id: 11, name: 'Монгол', files: 2 }] }],
  limits: { articles: 300, used: 2, article_chars: 20000 },
};
const FILE = {
  id: 5,
  folder_id: 11,
  name: 'Хүргэлтийн нөхцөл',
  status: 'published',
  source: 'manual',
  source_url: null,
  chars: 1234,
  updated_at: '2026-11-27T08:00:00.000Z',
  updated_by: 'Бат Болд',
};
const handlers = {
  'GET /api/knowledge/bases': () => json(200, BASES),
  'GET /api/knowledge/files': () => json(200, { items: [FILE] }),
  'GET /api/knowledge/allowed-hosts': () => json(200, { hosts: [] }),
  'GET /api/knowledge/index-status': () => json(200, { embeddings: false, model: null, items: 7, embedded: 0 }),
  'DELETE /api/knowledge/folders/11': () => json(200, { ok: true }),
  'GET /api/users': () => json(200, { items: [], total: 0 }),
};

describe('knowledge screens', () => {
  it('/knowledge lists the files with status, who updated them, and the limits', async () => {
    renderApp('/knowledge', { handlers });
    expect(await screen.findByRole('heading', { level: 1, name: mnMenu.knowledge })).toBeTruthy();
    const row = (await screen.findByText(FILE.name)).closest('tr')!;
    expect(within(row).getByText(mn.status.published)).toBeTruthy();
    expect(within(row).getByText('Бат Болд')).toBeTruthy();
    expect(within(row).getByText('Монгол')).toBeTruthy();
    expect(screen.getByText(/300/)).toBeTruthy();
  });

  it('/knowledge/base deletes a folder only after the delete word is typed (spec §5)', async () => {
    const { server } = renderApp('/knowledge/base', { handlers });
    const table = await screen.findByRole('table', { name: mn.folders.label.replace('{{base}}', 'Demo дэлгүүр') });
    const row = within(table).getByText('Монгол').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: mn.folders.delete.replace('{{name}}', 'Монгол') }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const confirm = within(dialog).getByRole('button', { name: mnList.dialog.confirm, hidden: true }) as HTMLButtonElement;
    const typed = within(dialog).getByLabelText(mnList.dialog.typeToConfirm.replace('{{word}}', mn.folders.deleteWord));
    expect(confirm.disabled).toBe(true);
    fireEvent.change(typed, { target: { value: 'Устгах' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(typed, { target: { value: mn.folders.deleteWord } });
    expect(confirm.disabled).toBe(false);
    expect(server.called('DELETE', '/api/knowledge/folders/11')).toHaveLength(0);
    fireEvent.click(confirm);
    await waitFor(() => expect(server.called('DELETE', '/api/knowledge/folders/11')).toHaveLength(1));
  });

  it('/knowledge/base says when knowledge is searched by words only', async () => {
    renderApp('/knowledge/base', { handlers });
    const off = await screen.findByRole('region', { name: mn.meaning.title });
    expect(within(off).getByText(mn.meaning.stateOff)).toBeTruthy();
    expect(within(off).getByText(mn.meaning.off.replace('{{setting}}', 'EMBEDDINGS_URL'))).toBeTruthy();
  });

  it('/knowledge/base shows the model and the vectors still to make when embeddings are on', async () => {
    renderApp('/knowledge/base', {
      handlers: { ...handlers, 'GET /api/knowledge/index-status': () => json(200, { embeddings: true, model: 'nomic-embed-text', items: 7, embedded: 3 }) },
    });
    const on = await screen.findByRole('region', { name: mn.meaning.title });
    expect(within(on).getByText(mn.meaning.stateOn)).toBeTruthy();
    expect(within(on).getByText(mn.meaning.on.replace('{{model}}', 'nomic-embed-text'))).toBeTruthy();
    expect(within(on).getByText(mn.meaning.progress.replace('{{embedded}}', '3').replace('{{items}}', '7'))).toBeTruthy();
  });

  it('/knowledge/base moves a knowledge base to another virtual agent', async () => {
    const bot = {
      id: 42,
      company_id: 1,
      user_name: 'Туслах Бот',
      first_name: 'Туслах',
      last_name: 'Бот',
      email: 'bot@agents.invalid',
      phone: '',
      picture: null,
      role: 'agent',
      user_type: 'virtual_social_agent',
      status: 'active',
      presence: 'online',
      is_owner: false,
    };
    const { server } = renderApp('/knowledge/base', {
      handlers: { ...handlers, 'GET /api/users': () => json(200, { items: [bot], total: 1 }), 'PUT /api/knowledge/bases/1': () => json(200, { ok: true }) },
    });
    const agent = await screen.findByRole('combobox', { name: mn.bases.agent.replace('{{base}}', 'Demo дэлгүүр') });
    await waitFor(() => expect(agent.hasAttribute('disabled')).toBe(false));
    fireEvent.click(agent);
    fireEvent.click(await screen.findByRole('option', { name: 'Туслах Бот' }));
    await waitFor(() => expect(server.called('PUT', '/api/knowledge/bases/1')).toHaveLength(1));
    expect(await server.called('PUT', '/api/knowledge/bases/1')[0].json()).toEqual({ name: 'Demo дэлгүүр', agent_user_id: 42 });
  });

  it('lets an agent open the menu entry and read a published article, with nothing to change it', async () => {
    const agent = { ...ADMIN, ID: 7, role: 'agent' as const, is_owner: false, permissions: [...DEFAULT_ROLE_PERMISSIONS.agent] };
    const article = { ...FILE, content_html: '<h2>Хүргэлт</h2><p>Хот дотор 24 цагт хүргэнэ.</p>', over_limit: false };
    renderApp('/knowledge', { me: agent, handlers: { ...handlers, 'GET /api/knowledge/files/5': () => json(200, article) } });
    expect(await screen.findByRole('link', { name: mnMenu.knowledge })).toBeTruthy();
    expect(await screen.findByText(FILE.name)).toBeTruthy();
    expect(screen.queryByRole('button', { name: mn.files.add })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: FILE.name }));
    // The article screen and the editor's schema load lazily: slow on a loaded machine.
    expect(await screen.findByText('Хот дотор 24 цагт хүргэнэ.', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByRole('article', { name: FILE.name }).getAttribute('contenteditable')).toBe('false');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: mn.qa.generate })).toBeNull();
  }, 45_000);

  it('keeps the guest out of knowledge: no menu entry, and the address shows why', async () => {
    const guest = { ...ADMIN, ID: 8, role: 'guest' as const, is_owner: false, permissions: [...DEFAULT_ROLE_PERMISSIONS.guest] };
    const { server } = renderApp('/knowledge', { me: guest, handlers });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('link', { name: mnMenu.knowledge })).toBeNull();
    expect(server.called('GET', '/api/knowledge/files')).toHaveLength(0);
  });
});
