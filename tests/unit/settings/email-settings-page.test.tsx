import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EmailChannel } from '../../../contracts/email-channel.schema';
import mn from '../../../locales/mn/email.json';
import mnErrors from '../../../locales/mn/errors.json';
import mnMenu from '../../../locales/mn/menu.json';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { describedBy, openedDialog, renderSettings, rowOf } from './settings-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

const failing: EmailChannel = {
  id: 7,
  name: 'Тусламж',
  description: 'Тусламжийн хайрцаг',
  address: 'help@shop.mn',
  username: '',
  password: '********',
  imap_host: 'imap.gmail.com',
  imap_port: 993,
  imap_security: 'tls',
  smtp_host: 'smtp.gmail.com',
  smtp_port: 465,
  smtp_security: 'tls',
  is_active: true,
  sync_state: 'failing',
  sync_error: 'err_channel_email_connect',
  import: null,
  created_at: '2025-01-05T03:00:00.000Z',
};

function render(items: EmailChannel[]) {
  const view = renderSettings('/settings/email');
  view.server.overrides.set('GET /api/email-channels', () => json(200, { items }));
  return view;
}
const dialog = () => screen.getByRole('dialog');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const input = (name: string) => within(dialog()).getByLabelText(new RegExp(`^${escape(name)}`));

describe('e-mail settings screen', () => {
  it('lists mailboxes with their health; a failing one says why in the catalogue words', async () => {
    render([failing]);
    await screen.findByText('help@shop.mn');
    expect(screen.getByRole('heading', { level: 1, name: mnMenu.settings_items.email })).toBeTruthy();
    const row = rowOf('help@shop.mn');
    expect(within(row).getByText(mn.state.failing)).toBeTruthy();
    expect(within(row).getByText(mnErrors.err_channel_email_connect)).toBeTruthy();
    // The stored password is nowhere on the page.
    expect(document.body.textContent).not.toContain('********');
  });

  it('shows the first-connect import as n of N, moving live with the socket frames', async () => {
    const importing: EmailChannel = { ...failing, sync_state: 'ok', sync_error: null, import: { done: 3, total: 30 } };
    const view = render([importing]);
    await screen.findByText('help@shop.mn');
    const running = (done: number) => mn.import.running.replace('{{done}}', String(done)).replace('{{total}}', '30');
    expect(within(rowOf('help@shop.mn')).getByRole('progressbar', { name: running(3) })).toBeTruthy();
    act(() => void view.transport.setStatus('connected').receive({ type: 'email.import', channel_id: 7, done: 12, total: 30 }).flush());
    await waitFor(() => expect(within(rowOf('help@shop.mn')).getByRole('progressbar', { name: running(12) })).toBeTruthy());
    expect(within(rowOf('help@shop.mn')).getByText(running(12))).toBeTruthy();
    // Another mailbox's frame leaves this row alone; the last frame says it is done.
    act(() => void view.transport.receive({ type: 'email.import', channel_id: 8, done: 1, total: 2 }).flush());
    act(() => void view.transport.receive({ type: 'email.import', channel_id: 7, done: 30, total: 30 }).flush());
    await within(rowOf('help@shop.mn')).findByText(mn.import.done.replace('{{total}}', '30'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('fills Outlook servers from the preset, requires a password, and shows a failed connection test in the dialog', async () => {
    const { server } = render([]);
    await screen.findByText(mn.empty);
    fireEvent.click(screen.getByRole('button', { name: mn.add }));
    await openedDialog(mn.addTitle);
    expect((input(mn.fields.imap_host) as HTMLInputElement).value).toBe('imap.gmail.com');
    fireEvent.change(within(dialog()).getByRole('combobox', { name: mn.preset }), { target: { value: 'outlook' } });
    await waitFor(() => expect((input(mn.fields.imap_host) as HTMLInputElement).value).toBe('outlook.office365.com'));
    expect((input(mn.fields.smtp_host) as HTMLInputElement).value).toBe('smtp.office365.com');

    fireEvent.change(input(mn.fields.name), { target: { value: 'Борлуулалт' } });
    fireEvent.change(input(mn.fields.description), { target: { value: 'Борлуулалтын асуулт' } });
    fireEvent.change(input(mn.fields.address), { target: { value: 'Sales@Shop.mn' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: mn.testAndSave }));
    await waitFor(() => expect(describedBy(input(mn.fields.password))).toContain(mnErrors.err_value_required));
    expect(server.called('POST', '/api/email-channels')).toHaveLength(0);

    server.overrides.set('POST /api/email-channels', () => json(502, { code: 'err_channel_email_connect', message: 'x' }));
    fireEvent.change(input(mn.fields.password), { target: { value: 'app-password' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: mn.testAndSave }));
    await within(dialog()).findByText(mnErrors.err_channel_email_connect);
    const [sent] = server.called('POST', '/api/email-channels');
    expect(sent!.body).toMatchObject({
      address: 'sales@shop.mn',
      password: 'app-password',
      imap_host: 'outlook.office365.com',
      imap_port: 993,
      imap_security: 'tls',
      smtp_port: 587,
      smtp_security: 'starttls',
    });
  });

  it('channel management shows why a mailbox keeps failing', async () => {
    const view = renderSettings('/settings/channel_manage');
    view.server.overrides.set('GET /api/company/1/channel', () =>
      json(200, {
        items: [
          {
            id: 7,
            company_id: 1,
            type: 'email',
            name: 'help@shop.mn',
            number: 'help@shop.mn',
            description: 'Тусламж',
            is_active: true,
            created_at: failing.created_at,
            failing_reason: 'err_channel_email_connect',
          },
        ],
      }),
    );
    const row = await waitFor(() => rowOf('Тусламж'));
    expect(within(row).getByText(mnErrors.err_channel_email_connect)).toBeTruthy();
  });
});
