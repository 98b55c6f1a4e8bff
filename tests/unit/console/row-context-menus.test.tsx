import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnContacts from '../../../locales/mn/contacts.json';
import mnInteractions from '../../../locales/mn/interactions.json';
import mnIssues from '../../../locales/mn/issues.json';
import { contactOf, contactsServer, meAs as contactsMe, renderContacts } from '../contacts/contacts-fixture';
import { item, queued, renderInteractions } from '../interactions/fixture';
import { issueOf, issuesServer, meAs as issuesMe, renderIssues } from '../issues/issues-fixture';
import { resetBrowserState } from './render-app';

beforeEach(async () => {
  await resetBrowserState();
  sessionStorage.clear();
});
afterEach(cleanup);

/** Right click on a row; the menu takes focus on its first item. */
function openMenuOn(row: HTMLElement, name: string) {
  fireEvent.contextMenu(row, { clientX: 120, clientY: 80 });
  const menu = screen.getByRole('menu', { name });
  const items = () =>
    within(menu)
      .getAllByRole('menuitem')
      .map((m) => m.textContent);
  const focused = () => document.activeElement?.textContent;
  const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
  return { menu, items, focused, press };
}

const dialogTitled = (title: string) =>
  waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].find((d) => d.textContent?.includes(title));
    if (!found) throw new Error(`no dialog "${title}" yet`);
    return found;
  });

describe('row context menus (spec §9)', () => {
  it('contacts: open, edit, delete for an admin, keyboard moves and Enter activates; a guest gets only open', async () => {
    const fake = contactsServer([contactOf(1), contactOf(2)]);
    renderContacts('/contacts', { handlers: fake.handlers });
    const table = await screen.findByRole('table', { name: mnContacts.list.tableLabel });
    const row = within(table).getAllByRole('row')[1];
    const label = mnContacts.rowMenu.label.replace('{{name}}', 'Бат Нэр1');
    const { items, focused, press, menu } = openMenuOn(row, label);
    expect(items()).toEqual([mnContacts.rowMenu.open, mnContacts.rowMenu.edit, mnContacts.rowMenu.delete]);
    expect(getComputedStyle(menu).zIndex).toBe('100');
    expect(focused()).toBe(mnContacts.rowMenu.open);
    press('End');
    expect(focused()).toBe(mnContacts.rowMenu.delete);
    press('ArrowDown');
    expect(focused()).toBe(mnContacts.rowMenu.open);
    press('ArrowUp');
    press('ArrowUp');
    expect(focused()).toBe(mnContacts.rowMenu.edit);
    press('Home');
    press('ArrowDown');
    press('Enter');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await dialogTitled(mnContacts.form.editTitle);

    cleanup();
    renderContacts('/contacts', { me: contactsMe('guest'), handlers: contactsServer([contactOf(1)]).handlers });
    const guestTable = await screen.findByRole('table', { name: mnContacts.list.tableLabel });
    const guest = openMenuOn(within(guestTable).getAllByRole('row')[1], label);
    expect(guest.items()).toEqual([mnContacts.rowMenu.open]);
    guest.press('Enter');
    await waitFor(() => expect(screen.queryByRole('table', { name: mnContacts.list.tableLabel })).toBeNull());
  });

  it('issues: what the issue allows now, narrowed by permission; Close opens the detail with its close dialog', async () => {
    const fake = issuesServer([issueOf(1), issueOf(2, { status: 'closed', ended_at: '2025-03-02T04:00:00.000Z' })]);
    renderIssues('/issues', { handlers: fake.handlers });
    await screen.findByRole('table', { name: mnIssues.list.tableLabel });
    const rowOf = (name: string) => screen.getByRole('row', { name: mnIssues.list.openRow.replace('{{name}}', name) });
    const open = openMenuOn(rowOf('Асуудал 1'), mnIssues.rowMenu.label.replace('{{name}}', 'Асуудал 1'));
    expect(open.items()).toEqual([mnIssues.rowMenu.open, mnIssues.rowMenu.edit, mnIssues.rowMenu.close, mnIssues.rowMenu.delete]);
    open.press('Escape');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const closed = openMenuOn(rowOf('Асуудал 2'), mnIssues.rowMenu.label.replace('{{name}}', 'Асуудал 2'));
    expect(closed.items()).not.toContain(mnIssues.rowMenu.close);
    expect(closed.items()).toContain(mnIssues.rowMenu.reopen);
    closed.press('Escape');

    const again = openMenuOn(rowOf('Асуудал 1'), mnIssues.rowMenu.label.replace('{{name}}', 'Асуудал 1'));
    again.press('ArrowDown');
    again.press('ArrowDown');
    expect(again.focused()).toBe(mnIssues.rowMenu.close);
    again.press('Enter');
    await dialogTitled(mnIssues.close.title);

    cleanup();
    renderIssues('/issues', { me: issuesMe('guest'), handlers: issuesServer([issueOf(1)]).handlers });
    await screen.findByRole('table', { name: mnIssues.list.tableLabel });
    const guest = openMenuOn(rowOf('Асуудал 1'), mnIssues.rowMenu.label.replace('{{name}}', 'Асуудал 1'));
    expect(guest.items()).toEqual([mnIssues.rowMenu.open]);
  });

  it('conversations: take offered for a queued one; transfer and close only my own; Close opens its close dialog', async () => {
    const items = [item(5, { contact_name: 'Болормаа' }), queued(6, { contact_name: 'Сараа' }), item(7, { contact_name: 'Дорж', owner_user_id: 99 })];
    const view = renderInteractions('/interacts/live', items);
    view.connect();
    const list = await screen.findByRole('list', { name: mnInteractions.list.label });
    const rowOf = (name: string) => within(list).getByText(name).closest('li')!;
    const labelOf = (name: string) => mnInteractions.rowMenu.label.replace('{{name}}', name);
    const R = mnInteractions.rowMenu;

    const queuedMenu = openMenuOn(rowOf('Сараа'), labelOf('Сараа'));
    expect(queuedMenu.items().slice(0, 3)).toEqual([R.open, R.take, R.close]);
    queuedMenu.press('Escape');
    const others = openMenuOn(rowOf('Дорж'), labelOf('Дорж'));
    expect(others.items()).not.toContain(R.escalate);
    expect(others.items()).not.toContain(R.close);
    others.press('Escape');

    const mine = openMenuOn(rowOf('Болормаа'), labelOf('Болормаа'));
    expect(mine.items().slice(0, 3)).toEqual([R.open, R.escalate, R.close]);
    mine.press('Home');
    mine.press('ArrowDown');
    mine.press('ArrowDown');
    expect(mine.focused()).toBe(R.close);
    act(() => mine.press('Enter'));
    const dialog = await dialogTitled(mnInteractions.close.title);
    expect(dialog).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Болормаа' });
  });
});
