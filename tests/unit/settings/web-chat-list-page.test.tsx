import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnCommon from '../../../locales/mn/common.json';
import mnErrors from '../../../locales/mn/errors.json';
import mnList from '../../../locales/mn/list.json';
import mnMenu from '../../../locales/mn/menu.json';
import mn from '../../../locales/mn/settings.json';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { AGENT, VIEWER, openedDialog, renderSettings, rowOf } from './settings-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

const ready = () => screen.findByText('shop.mn');

describe('web chat list', () => {
  it('lists name, domain, status and the brand colour swatch', async () => {
    renderSettings('/settings/web_chat');
    await ready();
    expect(screen.getByRole('heading', { level: 1, name: mnMenu.settings_items.web_chat })).toBeTruthy();
    const table = screen.getByRole('table', { name: mn.webchat.list.label });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([mn.webchat.list.columns.name, mn.webchat.list.columns.domain, mn.webchat.list.columns.active, mn.webchat.list.columns.brand, mn.actions.column]);
    const shop = within(rowOf('shop.mn'));
    expect(shop.getByText('Дэлгүүр')).toBeTruthy();
    expect(shop.getByText(mn.webchat.list.active)).toBeTruthy();
    expect((shop.getByRole('img', { name: 'Брэнд өнгө #0F6CBD' }) as HTMLElement).style.backgroundColor).toBe('rgb(15, 108, 189)');
    const bank = within(rowOf('bank.mn'));
    expect(bank.getByText(mn.webchat.list.inactive)).toBeTruthy();
    expect((bank.getByRole('img', { name: 'Брэнд өнгө #A4262C' }) as HTMLElement).style.backgroundColor).toBe('rgb(164, 38, 44)');
  });

  it('opens the add and edit screens', async () => {
    const { router } = renderSettings('/settings/web_chat');
    await ready();
    fireEvent.click(screen.getByRole('button', { name: mn.webchat.list.add }));
    expect(await screen.findByRole('heading', { level: 1, name: mnMenu.settings_items.web_chat_add })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings/web_chat/add');

    await router.navigate('/settings/web_chat');
    await ready();
    fireEvent.click(within(rowOf('bank.mn')).getByRole('button', { name: '«Банк» веб чатыг засах' }));
    expect(await screen.findByRole('heading', { level: 1, name: mnMenu.settings_items.web_chat_edit })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings/web_chat/edit/2');
  });

  it('deletes after the confirm dialog', async () => {
    const { server } = renderSettings('/settings/web_chat');
    await ready();
    fireEvent.click(within(rowOf('bank.mn')).getByRole('button', { name: '«Банк» веб чатыг устгах' }));
    const dialog = await openedDialog(mn.webchat.list.deleteTitle);
    expect(within(dialog).getByText(/«Банк» \(bank\.mn\) веб чатыг устгах уу\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: mnList.dialog.confirm }));
    await waitFor(() => expect(server.called('DELETE', '/api/webchats/2')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('bank.mn')).toBeNull());
    expect(screen.getByText('shop.mn')).toBeTruthy();
  });

  it('shows a refused delete as its translated message and keeps the web chat', async () => {
    const { server } = renderSettings('/settings/web_chat');
    await ready();
    server.overrides.set('DELETE /api/webchats/1', () => json(409, { code: 'err_channel_open_interaction', message: 'open' }));
    fireEvent.click(within(rowOf('shop.mn')).getByRole('button', { name: '«Дэлгүүр» веб чатыг устгах' }));
    fireEvent.click(within(await openedDialog(mn.webchat.list.deleteTitle)).getByRole('button', { name: mnList.dialog.confirm }));
    expect((await screen.findAllByText(mnErrors.err_channel_open_interaction)).length).toBeGreaterThan(0);
    // The dialog stays for a retry or Болих; the row is still there.
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    expect(screen.getByText('shop.mn')).toBeTruthy();
  });

  it('shows the shared empty state when the company has no web chat', async () => {
    const { server } = renderSettings('/settings/web_chat');
    server.store.webchats.length = 0;
    expect(await screen.findByRole('heading', { name: mn.webchat.list.empty })).toBeTruthy();
    expect(screen.getByRole('button', { name: mn.webchat.list.add })).toBeTruthy();
  });

  it('a member without settings.edit sees the list without add or delete', async () => {
    renderSettings('/settings/web_chat', { me: VIEWER });
    await ready();
    expect(screen.queryByRole('button', { name: mn.webchat.list.add })).toBeNull();
    expect(within(rowOf('shop.mn')).queryByRole('button', { name: '«Дэлгүүр» веб чатыг устгах' })).toBeNull();
    // The form opens read-only.
    expect(within(rowOf('shop.mn')).getByRole('button', { name: '«Дэлгүүр» веб чатыг засах' })).toBeTruthy();
  });

  it('is closed to a member without settings.view, and asks the server nothing', async () => {
    const { server } = renderSettings('/settings/web_chat', { me: AGENT });
    expect(await screen.findByText(mnCommon.noAccess.settings)).toBeTruthy();
    expect(screen.queryByRole('button', { name: mn.webchat.list.add })).toBeNull();
    expect(screen.queryByRole('button', { name: mnCommon.empty.retry })).toBeNull();
    expect(server.called('GET', '/api/webchats')).toHaveLength(0);
  });
});
