import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, ROLES } from '../../../contracts/permissions';
import mnErrors from '../../../locales/mn/errors.json';
import mn from '../../../locales/mn/users.json';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { AGENT, MANAGER, renderConsole } from './users-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

const cell = (role: keyof typeof mn.roles, permission: string) => screen.getByRole('checkbox', { name: `${mn.roles[role]}: ${permission}` }) as HTMLInputElement;
const matrix = () => screen.findByRole('table', { name: mn.matrix.caption });

describe('role settings', () => {
  it('shows GET /api/roles as a matrix grouped by area, with translated names', async () => {
    renderConsole('/settings/user?tab=roles', {
      handlers: {
        'GET /api/roles': () =>
          json(200, {
            items: [
              { role: 'admin', permissions: [...PERMISSIONS] },
              { role: 'manager', permissions: ['issue.assign'] },
              { role: 'agent', permissions: ['contact.export', 'interaction.start'] },
              { role: 'guest', permissions: [] },
            ],
          }),
      },
    });
    const table = await matrix();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([mn.matrix.permission, ...ROLES.map((role) => mn.roles[role])]);
    for (const area of Object.values(mn.areas)) expect(within(table).getByText(area)).toBeTruthy();
    expect(within(table).getAllByRole('checkbox')).toHaveLength(PERMISSIONS.length * ROLES.length);

    expect(cell('agent', mn.permissions.contact.export).checked).toBe(true);
    expect(cell('agent', mn.permissions.interaction.start).checked).toBe(true);
    expect(cell('agent', mn.permissions.contact.delete).checked).toBe(false);
    expect(cell('manager', mn.permissions.issue.assign).checked).toBe(true);
    expect(cell('manager', mn.permissions.plan.view).checked).toBe(false);
    expect(cell('guest', mn.permissions.dashboard.view).checked).toBe(false);
    // The admin column: all ticked, never editable.
    for (const box of within(table).getAllByRole('checkbox', { name: new RegExp(`^${mn.roles.admin}: `) })) {
      expect((box as HTMLInputElement).checked).toBe(true);
      expect((box as HTMLInputElement).disabled).toBe(true);
    }
  });

  it('an admin ticks boxes and saves one role column: the PUT carries that role in list order', async () => {
    const { server } = renderConsole('/settings/user?tab=roles');
    await matrix();
    const save = screen.getByRole('button', { name: `«${mn.roles.agent}» эрхийн зөвшөөрлийг хадгалах` }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.click(cell('agent', mn.permissions.contact.export));
    fireEvent.click(cell('agent', mn.permissions.interaction.view_all_closed));
    fireEvent.click(cell('agent', mn.permissions.dashboard.view));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);

    await waitFor(() => expect(server.called('PUT', '/api/roles/agent/permissions')).toHaveLength(1));
    const body = await server.called('PUT', '/api/roles/agent/permissions')[0].json();
    const expected = PERMISSIONS.filter(
      (p) => (DEFAULT_ROLE_PERMISSIONS.agent.includes(p) && p !== 'dashboard.view') || p === 'contact.export' || p === 'interaction.view_all_closed',
    );
    expect(body).toEqual({ permissions: expected });
    expect(await screen.findByText(`«${mn.roles.agent}» эрхийн зөвшөөрлийг хадгаллаа.`)).toBeTruthy();
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(cell('agent', mn.permissions.contact.export).checked).toBe(true);
    expect(cell('agent', mn.permissions.dashboard.view).checked).toBe(false);
    // Only the saved column was sent.
    expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('undo puts a column back as the server has it', async () => {
    renderConsole('/settings/user?tab=roles');
    await matrix();
    fireEvent.click(cell('guest', mn.permissions.plan.view));
    expect(cell('guest', mn.permissions.plan.view).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: `«${mn.roles.guest}» эрхийн өөрчлөлтийг буцаах` }));
    expect(cell('guest', mn.permissions.plan.view).checked).toBe(false);
  });

  it('a refused save keeps the change on screen and shows the error toast', async () => {
    renderConsole('/settings/user?tab=roles', {
      handlers: { 'PUT /api/roles/guest/permissions': () => json(403, { code: 'err_forbidden_action', message: 'no' }) },
    });
    await matrix();
    fireEvent.click(cell('guest', mn.permissions.plan.view));
    fireEvent.click(screen.getByRole('button', { name: `«${mn.roles.guest}» эрхийн зөвшөөрлийг хадгалах` }));
    expect((await screen.findAllByText(mnErrors.err_forbidden_action)).length).toBeGreaterThan(0);
    expect(cell('guest', mn.permissions.plan.view).checked).toBe(true);
  });

  it('a manager sees it read-only', async () => {
    const { server } = renderConsole('/settings/user?tab=roles', { me: MANAGER });
    const table = await matrix();
    expect(screen.getByText(mn.matrix.readOnly)).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).disabled),
    ).toBe(true);
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
    expect(server.called('GET', '/api/roles')).not.toHaveLength(0);
  });

  it('without settings.view there is a note and no request', async () => {
    const { server } = renderConsole('/settings/user?tab=roles', { me: AGENT });
    expect(await screen.findByText(mn.matrix.noAccess)).toBeTruthy();
    expect(server.called('GET', '/api/roles')).toHaveLength(0);
  });

  it('another admin’s change (permissions.changed) is refetched', async () => {
    const { server, transport, fake } = renderConsole('/settings/user?tab=roles');
    await matrix();
    expect(cell('guest', mn.permissions.issue.view_all).checked).toBe(false);
    fake.matrix.items = fake.matrix.items.map((item) => (item.role === 'guest' ? { role: 'guest', permissions: ['issue.view_all'] } : item));
    transport.receive({ type: 'permissions.changed' }).flush();
    await waitFor(() => expect(cell('guest', mn.permissions.issue.view_all).checked).toBe(true));
    expect(server.called('GET', '/api/roles').length).toBeGreaterThan(1);
  });

  it('asks before a tab switch or leaving drops unsaved ticks; Болих stays, Зөвшөөрөх goes', { timeout: 40_000 }, async () => {
    const { router } = renderConsole('/settings/user?tab=roles');
    await matrix();
    fireEvent.click(cell('guest', mn.permissions.plan.view));

    fireEvent.click(screen.getByRole('tab', { name: mn.tabs.users }));
    await answer('Болих');
    expect(router.state.location.search).toBe('?tab=roles');
    // (The page behind a modal stays hidden from the accessibility tree until the modal lets go.)
    const kept = (await screen.findByRole('checkbox', { name: `${mn.roles.guest}: ${mn.permissions.plan.view}` })) as HTMLInputElement;
    expect(kept.checked).toBe(true);

    act(() => void router.navigate('/settings/our_company'));
    await answer('Болих');
    expect(router.state.location.pathname).toBe('/settings/user');

    // The browser's own question on reload or close.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    fireEvent.click(await screen.findByRole('tab', { name: mn.tabs.users }));
    await answer('Зөвшөөрөх');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=users'));
    await waitFor(() => expect(screen.queryByRole('table', { name: mn.matrix.caption })).toBeNull());
    // The guard's listener goes with its effect's clean-up, which React runs after the commit.
    await waitFor(() => {
      const after = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(after);
      expect(after.defaultPrevented).toBe(false);
    });
  });

  it('leaves without asking when nothing is unsaved', async () => {
    const { router } = renderConsole('/settings/user?tab=roles');
    await matrix();
    fireEvent.click(screen.getByRole('tab', { name: mn.tabs.users }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=users'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});

/** Answers the unsaved-changes question (focusing it first, as tabster in jsdom may leave it aria-hidden). */
async function answer(button: 'Зөвшөөрөх' | 'Болих') {
  const surface = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!found) throw new Error('no dialog yet');
    return found;
  });
  act(() => within(surface).getAllByRole('button', { hidden: true })[0].focus());
  const dialog = await screen.findByRole('dialog', { name: mn.matrix.unsaved.title });
  fireEvent.click(await within(dialog).findByRole('button', { name: button }));
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
}
