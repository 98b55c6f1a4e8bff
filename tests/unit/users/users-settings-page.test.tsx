import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnCommon from '../../../locales/mn/common.json';
import mnErrors from '../../../locales/mn/errors.json';
import mnList from '../../../locales/mn/list.json';
import mnMenu from '../../../locales/mn/menu.json';
import mn from '../../../locales/mn/users.json';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { AGENT, SECOND_ADMIN, renderConsole, rowOf } from './users-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

/** The page is there once the first row is. */
const ready = async () => {
  await screen.findByText('guest@demo.mn');
};
const describedBy = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

/** An agent who may look at settings (the server lets them list users) but not change them. */
const VIEWER = { ...AGENT, permissions: [...AGENT.permissions, 'settings.view' as const] };

describe('users table', () => {
  it('lists the human users with the four columns of the spec', async () => {
    renderConsole('/settings/user');
    await ready();
    expect(screen.getByRole('heading', { level: 1, name: mnMenu.settings_items.user })).toBeTruthy();
    const table = screen.getByRole('table', { name: mn.tabs.users });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([mn.columns.user_name, mn.columns.email, mn.columns.role, mn.columns.status, mn.columns.actions]);
    // Six people; the two virtual agents live on their own tab.
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 6);
    expect(within(rowOf('guest@demo.mn')).getByText('Очир Номин')).toBeTruthy();
    expect(within(table).queryByText('bot@demo.mn')).toBeNull();
  });

  it('an admin gets the row actions; the owner and oneself are protected, with the reason', async () => {
    renderConsole('/settings/user', { me: SECOND_ADMIN });
    await ready();

    const guest = within(rowOf('guest@demo.mn'));
    expect(guest.getByRole('combobox', { name: 'Очир Номин хэрэглэгчийн эрх' }).hasAttribute('disabled')).toBe(false);
    expect((guest.getByRole('switch') as HTMLInputElement).disabled).toBe(false);
    expect(guest.getByRole('button', { name: 'Очир Номин хэрэглэгчийг устгах' }).getAttribute('aria-disabled')).not.toBe('true');

    const owner = rowOf('admin@demo.mn');
    expect(within(owner).getByText(mn.badges.owner)).toBeTruthy();
    const ownerRole = within(owner).getByRole('combobox');
    expect(ownerRole.hasAttribute('disabled')).toBe(true);
    expect(describedBy(ownerRole.closest('[aria-describedby]')!)).toBe(mn.why.ownerRole);
    const ownerSwitch = within(owner).getByRole('switch') as HTMLInputElement;
    expect(ownerSwitch.disabled).toBe(true);
    expect(describedBy(ownerSwitch.closest('[aria-describedby]')!)).toBe(mn.why.ownerStatus);
    const ownerDelete = within(owner).getByRole('button', { name: 'Бат Болд хэрэглэгчийг устгах' });
    expect(ownerDelete.getAttribute('aria-disabled')).toBe('true');
    expect(describedBy(ownerDelete)).toBe(mn.why.ownerDelete);

    const self = rowOf('admin2@demo.mn');
    expect(within(self).getByText(mn.badges.you)).toBeTruthy();
    const selfRole = within(self).getByRole('combobox');
    expect(selfRole.hasAttribute('disabled')).toBe(true);
    expect(describedBy(selfRole.closest('[aria-describedby]')!)).toBe(mn.why.ownRole);
    const selfDelete = within(self).getByRole('button', { name: 'Лхагва Ану хэрэглэгчийг устгах' });
    expect(selfDelete.getAttribute('aria-disabled')).toBe('true');
    expect(describedBy(selfDelete)).toBe(mn.why.ownDelete);
  });

  it('a member who may view but not edit settings sees roles and statuses as text, and no actions', async () => {
    renderConsole('/settings/user', { me: VIEWER });
    await ready();
    const table = screen.getByRole('table', { name: mn.tabs.users });
    expect(within(table).queryAllByRole('combobox')).toHaveLength(0);
    expect(within(table).queryAllByRole('switch')).toHaveLength(0);
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
    expect(within(table).queryByRole('columnheader', { name: mn.columns.actions })).toBeNull();
    expect(within(rowOf('guest@demo.mn')).getByText(mn.roles.guest)).toBeTruthy();
    expect(within(rowOf('inactive@demo.mn')).getByText(mn.status.inactive)).toBeTruthy();
  });

  it('the presence dot follows the socket: snapshot, then changes; absent means offline', async () => {
    const { transport } = renderConsole('/settings/user');
    await ready();
    const presenceOf = (email: string) => within(rowOf(email)).getByRole('img').getAttribute('aria-label');
    // Before the first snapshot nobody is known to be online.
    expect(presenceOf('agent@demo.mn')).toBe(mnCommon.presence.offline);

    act(() => {
      transport
        .setStatus('connected')
        .receive({
          type: 'presence.snapshot',
          users: [
            { user_id: 1, presence: 'online' },
            { user_id: 3, presence: 'online' },
          ],
        })
        .flush();
    });
    await waitFor(() => expect(presenceOf('agent@demo.mn')).toBe(mnCommon.presence.online));
    expect(presenceOf('admin@demo.mn')).toBe(mnCommon.presence.online);
    expect(presenceOf('manager@demo.mn')).toBe(mnCommon.presence.offline);

    act(() => {
      transport.receive({ type: 'presence.changed', user_id: 3, presence: 'away' }).receive({ type: 'presence.changed', user_id: 2, presence: 'online' }).flush();
    });
    await waitFor(() => expect(presenceOf('agent@demo.mn')).toBe(mnCommon.presence.away));
    expect(presenceOf('manager@demo.mn')).toBe(mnCommon.presence.online);

    act(() => {
      transport.receive({ type: 'presence.changed', user_id: 3, presence: 'offline' }).flush();
    });
    await waitFor(() => expect(presenceOf('agent@demo.mn')).toBe(mnCommon.presence.offline));

    // The link drops: nobody can be vouched for any more.
    act(() => {
      transport.setStatus('connecting').flush();
    });
    await waitFor(() => expect(presenceOf('manager@demo.mn')).toBe(mnCommon.presence.offline));
  });
});

/**
 * The delete dialog, once focus is inside it. In jsdom, tabster (Fluent's focus manager) sometimes
 * misses the dialog's own first focus and leaves it aria-hidden; focusing it again is what a
 * keyboard user's Tab does. (e2e/users.spec.ts checks the dialog in Chromium.)
 */
async function openedDialog(title: string = mn.deleteDialog.title) {
  const surface = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!found) throw new Error('no dialog yet');
    return found;
  });
  act(() => within(surface).getAllByRole('button', { hidden: true })[0].focus());
  return screen.findByRole('dialog', { name: title });
}

/** Answers the open confirmation with 'Зөвшөөрөх' or 'Болих', and waits until it is gone. */
async function answer(title: string, button: 'Зөвшөөрөх' | 'Болих') {
  fireEvent.click(await within(await openedDialog(title)).findByRole('button', { name: button }));
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
}

describe('admin actions', () => {
  it('changes a role and shows the refetched list', async () => {
    const { server } = renderConsole('/settings/user');
    await ready();
    fireEvent.click(within(rowOf('guest@demo.mn')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: mn.roles.agent }));
    await answer(mn.confirm.roleTitle, 'Зөвшөөрөх');

    await waitFor(() => expect(server.called('PUT', '/api/users/4/role')).toHaveLength(1));
    expect(await server.called('PUT', '/api/users/4/role')[0].json()).toEqual({ role: 'agent' });
    await waitFor(() => expect(within(rowOf('guest@demo.mn')).getByRole('combobox').textContent).toBe(mn.roles.agent));
    expect(await screen.findByText('Очир Номин хэрэглэгчийн эрхийг «Ажилтан» болголоо.')).toBeTruthy();
  });

  it('a refusal is the central error toast, and the row keeps the old role', async () => {
    const { server } = renderConsole('/settings/user', {
      handlers: { 'PUT /api/users/4/role': () => json(403, { code: 'err_no_edit_permission', message: 'no' }) },
    });
    await ready();
    fireEvent.click(within(rowOf('guest@demo.mn')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: mn.roles.manager }));
    fireEvent.click(await within(await openedDialog(mn.confirm.roleTitle)).findByRole('button', { name: 'Зөвшөөрөх' }));
    // (The toaster repeats its text in a live region for screen readers.)
    expect((await screen.findAllByText(mnErrors.err_no_edit_permission)).length).toBeGreaterThan(0);
    expect(server.called('PUT', '/api/users/4/role')).toHaveLength(1);
    // The question stays open after a refusal, to try again or cancel.
    await answer(mn.confirm.roleTitle, 'Болих');
    expect((await within(rowOf('guest@demo.mn')).findByRole('combobox')).textContent).toBe(mn.roles.guest);
  });

  it('activates and deactivates with the switch', async () => {
    const { server } = renderConsole('/settings/user');
    await ready();
    fireEvent.click(within(rowOf('inactive@demo.mn')).getByRole('switch'));
    await answer(mn.confirm.activateTitle, 'Зөвшөөрөх');
    await waitFor(() => expect(server.called('PUT', '/api/users/5/status')).toHaveLength(1));
    expect(await server.called('PUT', '/api/users/5/status')[0].json()).toEqual({ status: 'active' });
    await waitFor(() => expect(within(rowOf('inactive@demo.mn')).getByText(mn.status.active)).toBeTruthy());

    fireEvent.click(await within(rowOf('inactive@demo.mn')).findByRole('switch'));
    await answer(mn.confirm.deactivateTitle, 'Зөвшөөрөх');
    await waitFor(() => expect(server.called('PUT', '/api/users/5/status')).toHaveLength(2));
    expect(await server.called('PUT', '/api/users/5/status')[1].json()).toEqual({ status: 'inactive' });
    await waitFor(() => expect((within(rowOf('inactive@demo.mn')).getByRole('switch') as HTMLInputElement).checked).toBe(false));
  });

  it('changes a role only after the confirmation; Болих keeps the role and sends nothing', async () => {
    const { server } = renderConsole('/settings/user');
    await ready();
    fireEvent.click(within(rowOf('guest@demo.mn')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: mn.roles.manager }));
    const dialog = await openedDialog(mn.confirm.roleTitle);
    expect(within(dialog).getByText(`Очир Номин хэрэглэгчийн эрхийг «${mn.roles.guest}»-оос «${mn.roles.manager}» болгоно.`)).toBeTruthy();
    expect(server.called('PUT', '/api/users/4/role')).toHaveLength(0);
    await answer(mn.confirm.roleTitle, 'Болих');
    expect(server.called('PUT', '/api/users/4/role')).toHaveLength(0);
    expect((await within(rowOf('guest@demo.mn')).findByRole('combobox')).textContent).toBe(mn.roles.guest);
  });

  it('switches a status only after the confirmation; Болих leaves the switch as it was', async () => {
    const { server } = renderConsole('/settings/user');
    await ready();
    fireEvent.click(within(rowOf('guest@demo.mn')).getByRole('switch'));
    const dialog = await openedDialog(mn.confirm.deactivateTitle);
    expect(within(dialog).getByText('Очир Номин хэрэглэгч системээс даруй гарч, дахин нэвтэрч чадахгүй болно.')).toBeTruthy();
    await answer(mn.confirm.deactivateTitle, 'Болих');
    expect(server.called('PUT', '/api/users/4/status')).toHaveLength(0);
    expect(((await within(rowOf('guest@demo.mn')).findByRole('switch')) as HTMLInputElement).checked).toBe(true);
  });

  it('deletes only after the confirmation, whose buttons read Зөвшөөрөх / Болих', async () => {
    const { server } = renderConsole('/settings/user');
    await ready();
    fireEvent.click(within(rowOf('guest@demo.mn')).getByRole('button', { name: 'Очир Номин хэрэглэгчийг устгах' }));
    let dialog = await openedDialog();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Болих' }));
    // Gone for good (a closing dialog lingers, hidden, until its exit motion ends).
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(server.called('DELETE', '/api/users/4')).toHaveLength(0);

    // The page behind a modal stays hidden from the accessibility tree until the modal lets go.
    fireEvent.click(await within(rowOf('guest@demo.mn')).findByRole('button', { name: 'Очир Номин хэрэглэгчийг устгах' }));
    dialog = await openedDialog();
    expect(within(dialog).getByText(/guest@demo\.mn/)).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Зөвшөөрөх' }));
    await waitFor(() => expect(screen.queryByText('guest@demo.mn')).toBeNull());
    expect(server.called('DELETE', '/api/users/4')).toHaveLength(1);
    expect(await screen.findByText('Очир Номин хэрэглэгчийг устгалаа.')).toBeTruthy();
  });
});

describe('tabs', () => {
  it('?tab=agents shows the virtual agents by kind; choosing a tab writes ?tab=', async () => {
    const { router, server } = renderConsole('/settings/user?tab=agents');
    expect(await screen.findByText('bot@demo.mn')).toBeTruthy();
    expect(screen.getByRole('table', { name: mn.sections.virtual_social_agent })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: mn.sections.virtual_call_operator })).getByText('ivr@demo.mn')).toBeTruthy();
    expect(screen.queryByText('guest@demo.mn')).toBeNull();
    const types = server.called('GET', '/api/users').map((r) => new URL(r.url).searchParams.get('user_type'));
    expect(new Set(types)).toEqual(new Set(['virtual_social_agent', 'virtual_call_operator']));

    fireEvent.click(screen.getByRole('tab', { name: mn.tabs.users }));
    expect(await screen.findByText('guest@demo.mn')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=users');
    expect(screen.getByRole('tab', { name: mn.tabs.users }).getAttribute('aria-selected')).toBe('true');
  });

  // An agent's view: plain rows render fast enough for 100 of them in jsdom.
  it('pages through the server 100 at a time when there are more', { timeout: 20_000 }, async () => {
    const many = Array.from({ length: 150 }, (_, i) => ({
      id: 100 + i,
      company_id: 1,
      user_name: `Хэрэглэгч ${i}`,
      first_name: '',
      last_name: '',
      email: `u${i}@demo.mn`,
      phone: '',
      picture: null,
      role: 'agent' as const,
      user_type: 'human' as const,
      status: 'active' as const,
      presence: 'offline' as const,
      is_owner: false,
    }));
    const { server } = renderConsole('/settings/user', { me: VIEWER, users: many });
    expect(await screen.findByText('u0@demo.mn')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(1 + 100);
    fireEvent.click(screen.getByRole('button', { name: mnList.pagination.next }));
    expect(await screen.findByText('u149@demo.mn')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(1 + 50);
    const last = new URL(server.called('GET', '/api/users').at(-1)!.url).searchParams;
    expect([last.get('page'), last.get('size')]).toEqual(['2', '100']);
    expect((screen.getByRole('button', { name: mnList.pagination.next }) as HTMLButtonElement).disabled).toBe(true);
  });
});
