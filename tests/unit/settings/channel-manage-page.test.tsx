import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Channel } from '../../../contracts/channel.schema';
import mn from '../../../locales/mn/channels.json';
import mnErrors from '../../../locales/mn/errors.json';
import mnList from '../../../locales/mn/list.json';
import mnMenu from '../../../locales/mn/menu.json';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { ADMIN, VIEWER, openedDialog, renderSettings, rowOf, within } from './settings-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

const channel = (id: number, type: Channel['type'], name: string, extra: Partial<Channel> = {}): Channel => ({
  id,
  company_id: ADMIN.company_id,
  type,
  name,
  number: '',
  description: '',
  is_active: true,
  created_at: '2025-01-01T00:00:00.000Z',
  ...extra,
});

/** The settings server with the channel routes answering from `list` (writes change it). */
function render(list: Channel[], me = ADMIN) {
  const view = renderSettings('/settings/channel_manage', { me });
  const { overrides } = view.server;
  overrides.set(`GET /api/company/${ADMIN.company_id}/channel`, () => json(200, { items: list }));
  for (const c of list) {
    overrides.set(`PUT /api/channels/${c.id}/status`, async (r) => {
      Object.assign(c, await r.json());
      return json(200, { channel: c });
    });
    overrides.set(`PUT /api/channels/${c.id}/description`, async (r) => {
      Object.assign(c, await r.json());
      return json(200, { channel: c });
    });
  }
  return view;
}

describe('/settings/channel_manage', () => {
  it('lists type, name, number, description and active for every channel', async () => {
    render([
      channel(1, 'webchat', 'Вэб', { number: 'shop.mn', description: 'Сайтын чат' }),
      channel(2, 'messenger', 'Хуудас', { number: '100200300', is_active: false }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: mnMenu.settings_items.channel_manage })).toBeTruthy();
    const table = await screen.findByRole('table', { name: mn.manage.label });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([...Object.values(mn.manage.columns), mn.actions.column]);
    const page = within(rowOf('Хуудас'));
    expect(page.getByText(mn.types.messenger)).toBeTruthy();
    expect(page.getByText('100200300')).toBeTruthy();
    expect(page.getByText(mn.manage.noDescription)).toBeTruthy();
    expect((page.getByRole('switch', { name: mn.manage.activeSwitch.replace('{{name}}', 'Хуудас') }) as HTMLInputElement).checked).toBe(false);
  });

  it('activates a channel', async () => {
    const { server } = render([channel(2, 'viber', 'Бот', { is_active: false })]);
    fireEvent.click(await screen.findByRole('switch', { name: mn.manage.activeSwitch.replace('{{name}}', 'Бот') }));
    await waitFor(() => expect(server.called('PUT', '/api/channels/2/status').map((c) => c.body)).toEqual([{ is_active: true }]));
    expect(await screen.findAllByText(mn.manage.activated.replace('{{name}}', 'Бот'))).not.toHaveLength(0);
  });

  it('refuses an empty description on the field, before asking the server', async () => {
    const { server } = render([channel(2, 'viber', 'Бот', { description: 'Хуучин' })]);
    fireEvent.click(await screen.findByRole('button', { name: mn.manage.edit.replace('{{name}}', 'Бот') }));
    const dialog = await openedDialog(mn.manage.descriptionTitle);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: mn.actions.save }));
    expect(await within(dialog).findByText(mnErrors.err_channel_description_empty)).toBeTruthy();
    expect(server.called('PUT', '/api/channels/2/description')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Захиалга' } });
    fireEvent.click(within(dialog).getByRole('button', { name: mn.actions.save }));
    await waitFor(() => expect(server.called('PUT', '/api/channels/2/description').map((c) => c.body)).toEqual([{ description: 'Захиалга' }]));
  });

  it('shows a refused delete (open interactions) as its message and keeps the channel', async () => {
    const { server } = render([channel(2, 'viber', 'Бот')]);
    server.overrides.set('DELETE /api/channels/2', () => json(409, { code: 'err_channel_open_interaction', message: 'open' }));
    fireEvent.click(await screen.findByRole('button', { name: mn.manage.delete.replace('{{name}}', 'Бот') }));
    fireEvent.click(within(await openedDialog(mn.manage.deleteTitle)).getByRole('button', { name: mnList.dialog.confirm }));
    expect((await screen.findAllByText(mnErrors.err_channel_open_interaction)).length).toBeGreaterThan(0);
    expect(screen.getByText('Бот')).toBeTruthy();
  });

  it('is read-only for those who may only view settings', async () => {
    render([channel(2, 'viber', 'Бот')], VIEWER);
    const toggle = await screen.findByRole('switch', { name: mn.manage.activeSwitch.replace('{{name}}', 'Бот') });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: mn.manage.delete.replace('{{name}}', 'Бот') })).toBeNull();
  });
});
