import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnErrors from '../../../locales/mn/errors.json';
import mn from '../../../locales/mn/issues.json';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { issueOf, issuesServer, meAs, renderIssues } from './issues-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

const many = (n: number) => Array.from({ length: n }, (_, i) => issueOf(i + 1));
const dialog = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!found) throw new Error('no dialog yet');
    return found;
  });

describe('issues list', () => {
  it('shows a server page, pages on the server and sends the chosen filters', async () => {
    const fake = issuesServer(many(60));
    const { server } = renderIssues('/issues', { handlers: fake.handlers });
    const table = await screen.findByRole('table', { name: mn.list.tableLabel });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(Object.values(mn.columns).filter((h) => !['Төрөл', 'Суваг', 'Дуусах хугацаа'].includes(h)));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 50);
    expect(screen.getByText('60 асуудал')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: mn.list.anyStatus }), { target: { value: 'in_progress' } });
    await waitFor(() => expect(server.called('GET', '/api/issues').some((r) => new URL(r.url).searchParams.get('status') === 'in_progress')).toBe(true));
    const last = server.called('GET', '/api/issues').at(-1)!;
    expect(new URL(last.url).searchParams.get('page')).toBe('1');
    expect(await screen.findByText(/Хоосон байна/)).toBeTruthy();
  });

  it('a page of more than 100 issues is drawn through the virtual list', async () => {
    const fake = issuesServer(many(150));
    renderIssues('/issues', { handlers: fake.handlers });
    await screen.findByRole('table', { name: mn.list.tableLabel });
    fireEvent.change(screen.getByRole('combobox', { name: mn.list.pageSize }), { target: { value: '200' } });
    // The virtual list loads on first use (its own chunk); under a loaded machine the 150-row page and
    // that chunk take longer than the 10 s default here, as in the contacts list's test.
    const list = await screen.findByRole('list', { name: mn.list.tableLabel }, { timeout: 15_000 });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeLessThan(40);
    expect(rows[0].getAttribute('aria-setsize')).toBe('150');
  }, 25_000);

  it('a row opens the detail drawer with its fields', async () => {
    const fake = issuesServer([issueOf(7, { name: 'Төлбөр давхар', priority: 'urgent', description: 'Хоёр удаа суусан' })]);
    const { router } = renderIssues('/issues', { handlers: fake.handlers });
    fireEvent.click(await screen.findByRole('row', { name: mn.list.openRow.replace('{{name}}', 'Төлбөр давхар') }));
    expect(await screen.findByText('Хоёр удаа суусан')).toBeTruthy();
    expect(router.state.location.search).toBe('?issue=7');
    expect(screen.getByText('Асуудал №7 · Төлбөр давхар')).toBeTruthy();
    expect(screen.getByRole('button', { name: mn.detail.close, hidden: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: mn.detail.edit, hidden: true })).toBeTruthy();
    expect(screen.queryByRole('button', { name: mn.detail.reopen, hidden: true })).toBeNull();
  });

  it('buttons follow the permissions: a guest sees no add, edit, close or delete', async () => {
    const fake = issuesServer([issueOf(7)]);
    renderIssues('/issues?issue=7', { me: meAs('guest'), handlers: fake.handlers });
    await screen.findByText('Асуудал №7 · Асуудал 7');
    // Hidden too: a dialog's content reads as aria-hidden in jsdom, and a missing button must really be missing.
    for (const name of [mn.list.add, mn.detail.edit, mn.detail.close, mn.detail.delete, mn.attachments.upload])
      expect(screen.queryByRole('button', { name, hidden: true }), name).toBeNull();
    // The thread is still open to them.
    expect(screen.getByRole('button', { name: mn.comments.add, hidden: true })).toBeTruthy();
  });

  it('saves the current filters as a view and applies a saved view', async () => {
    const fake = issuesServer(many(3), { views: [{ id: 1, name: 'Яаралтай', filters: { priority: 'urgent' }, created_at: '2025-01-01T00:00:00.000Z' }] });
    const { server } = renderIssues('/issues', { handlers: fake.handlers });
    await screen.findByRole('table', { name: mn.list.tableLabel });
    fireEvent.change(screen.getByRole('combobox', { name: mn.list.anyStatus }), { target: { value: 'closed' } });
    fireEvent.click(screen.getByRole('button', { name: mn.views.save }));
    const form = await dialog();
    fireEvent.click(within(form).getByRole('button', { name: mn.views.save_action, hidden: true }));
    expect(await within(form).findByText(mnErrors.err_issue_view_name_empty)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(new RegExp(mn.views.name)), { target: { value: 'Хаагдсан' } });
    fireEvent.click(within(form).getByRole('button', { name: mn.views.save_action, hidden: true }));
    await waitFor(() => expect(fake.views.map((v) => [v.name, v.filters])).toContainEqual(['Хаагдсан', { status: 'closed' }]));
    // The dialog closes once the save (and its list refetch) is through.
    fireEvent.click(await screen.findByRole('button', { name: mn.views.pick }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Яаралтай' }));
    await waitFor(() => expect(new URL(server.called('GET', '/api/issues').at(-1)!.url).searchParams.get('priority')).toBe('urgent'));
    expect((screen.getByRole('combobox', { name: mn.list.anyStatus }) as HTMLSelectElement).value).toBe('');
  });
});

describe('issue form', () => {
  it('shows every validation message, status and priority must be chosen, then sends a valid issue', async () => {
    const fake = issuesServer([]);
    const { server } = renderIssues('/issues', { handlers: fake.handlers });
    fireEvent.click(await screen.findByRole('button', { name: mn.list.add }));
    const form = await dialog();
    fireEvent.click(within(form).getByRole('button', { name: mn.form.save, hidden: true }));
    for (const code of [
      'err_issue_name_empty',
      'err_issue_contact_empty',
      'err_issue_channel_empty',
      'err_issue_platform_empty',
      'err_issue_status_invalid',
      'err_issue_priority_invalid',
    ] as const) {
      expect(await within(form).findByText(mnErrors[code]), code).toBeTruthy();
    }
    expect(server.called('POST', '/api/issues')).toHaveLength(0);
  });

  it('?from_interaction=ID opens the form pre-filled from that conversation', async () => {
    const fake = issuesServer([]);
    fake.handlers['GET /api/issues/prefill'] = () =>
      json(200, {
        interaction_id: 44,
        name: 'Буцаалт',
        contact: { id: 5, name: 'Бат Болд' },
        channel: { id: 2, name: 'Вэб чат', type: 'webchat' },
        platform: 'web_chat',
      });
    const { server } = renderIssues('/issues?from_interaction=44', { handlers: fake.handlers });
    const form = await dialog();
    expect(within(form).getByText(mn.form.fromInteraction.replace('{{id}}', '44'))).toBeTruthy();
    expect((within(form).getByDisplayValue('Буцаалт') as HTMLInputElement).value).toBe('Буцаалт');
    expect((within(form).getByRole('combobox', { name: mn.form.contactSearch, hidden: true }) as HTMLInputElement).value).toBe('Бат Болд');
    const selects = within(form)
      .getAllByRole('combobox', { hidden: true })
      .filter((el) => el.tagName === 'SELECT') as HTMLSelectElement[];
    const [channel, platform, , status, priority] = selects;
    expect(channel.value).toBe('2');
    expect(platform.value).toBe('web_chat');
    fireEvent.change(status, { target: { value: 'open' } });
    fireEvent.change(priority, { target: { value: 'high' } });
    fireEvent.click(within(form).getByRole('button', { name: mn.form.save, hidden: true }));
    await waitFor(() => expect(server.called('POST', '/api/issues')).toHaveLength(1));
    const sent = await server.called('POST', '/api/issues')[0].json();
    expect(sent).toMatchObject({
      name: 'Буцаалт',
      interaction_id: 44,
      contact_id: 5,
      channel_id: 2,
      platform: 'web_chat',
      status: 'open',
      priority: 'high',
      assignee_user_id: 1,
    });
  });
});
