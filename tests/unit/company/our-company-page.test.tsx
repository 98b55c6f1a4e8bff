import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mn from '../../../locales/mn/company.json';
import mnErrors from '../../../locales/mn/errors.json';
import mnList from '../../../locales/mn/list.json';
import mnMenu from '../../../locales/mn/menu.json';
import { json } from '../console/fake-fetch';
import { renderApp, resetBrowserState } from '../console/render-app';
import { AGENT, COMPANY, MANAGER, companyServer, openDialog } from './company-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

const ready = () => screen.findByDisplayValue('Demo LLC');
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const REQUIRED = 'Утга оруулна уу.';

describe('/settings/our_company: info', () => {
  it('shows the company and saves the edited info', async () => {
    const fake = companyServer();
    const { server } = renderApp('/settings/our_company', { handlers: fake.handlers });
    await ready();
    expect(screen.getByRole('heading', { level: 1, name: mnMenu.settings_items.our_company })).toBeTruthy();
    expect(field(mn.info.contact_email).value).toBe('info@demo.mn');
    fireEvent.change(field(mn.info.name), { target: { value: 'Шинэ Нэр 2' } });
    fireEvent.click(screen.getByRole('button', { name: mn.save }));
    await waitFor(() => expect(server.called('PUT', '/api/company')).toHaveLength(1));
    expect(await server.called('PUT', '/api/company')[0].json()).toEqual({
      name: 'Шинэ Нэр 2',
      contact_email: 'info@demo.mn',
      phone: '+97677001122',
      sector: 'technology',
      employee_count: '11-50',
    });
    expect(await screen.findByText(mn.info.saved)).toBeTruthy();
  });

  it("says 'Enter a value.' under each emptied required field and sends nothing", async () => {
    const { server } = renderApp('/settings/our_company', { handlers: companyServer().handlers });
    await ready();
    for (const label of [mn.info.name, mn.info.contact_email, mn.info.phone]) fireEvent.change(field(label), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: mn.save }));
    // The e-mail is the one e-mail rule of every form: empty is its own message.
    await waitFor(() => expect(screen.getAllByText(REQUIRED)).toHaveLength(2));
    expect(screen.getByText(mnErrors.err_email_empty)).toBeTruthy();
    expect(server.called('PUT', '/api/company')).toHaveLength(0);
  });

  it('checks the name characters, the e-mail and the phone as they are typed', async () => {
    renderApp('/settings/our_company', { handlers: companyServer().handlers });
    await ready();
    fireEvent.change(field(mn.info.name), { target: { value: 'Shop <b>' } });
    fireEvent.change(field(mn.info.contact_email), { target: { value: 'info.demo.mn' } });
    fireEvent.change(field(mn.info.phone), { target: { value: 'abc' } });
    expect(await screen.findByText(mnErrors.err_company_name_invalid)).toBeTruthy();
    expect(screen.getByText(mnErrors.err_email_invalid)).toBeTruthy();
    expect(screen.getByText(mnErrors.err_phone_invalid)).toBeTruthy();
  });

  it('shows a server refusal under its field instead of a toast', async () => {
    const fake = companyServer();
    fake.handlers['PUT /api/company'] = () => json(400, { code: 'err_company_name_invalid', message: 'x', field: 'name' });
    renderApp('/settings/our_company', { handlers: fake.handlers });
    await ready();
    fireEvent.change(field(mn.info.name), { target: { value: 'Нэр 3' } });
    fireEvent.click(screen.getByRole('button', { name: mn.save }));
    expect(await screen.findByText(mnErrors.err_company_name_invalid)).toBeTruthy();
  });

  it('is read-only without settings.edit, and closed without settings.view', async () => {
    renderApp('/settings/our_company', { me: { ...MANAGER, permissions: ['settings.view'] }, handlers: companyServer({ ...COMPANY, is_owner: false }).handlers });
    await ready();
    expect(screen.getByText(mn.readOnly)).toBeTruthy();
    expect(field(mn.info.name).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: mn.save })).toBeNull();
    expect(screen.queryByRole('button', { name: mn.delete.button })).toBeNull();
    cleanup();
    const { server } = renderApp('/settings/our_company', { me: AGENT, handlers: companyServer().handlers });
    expect(await screen.findByText(mn.noAccess)).toBeTruthy();
    expect(server.called('GET', '/api/company')).toHaveLength(0);
  });
});

describe('/settings/our_company: mail domains', () => {
  it('adds a domain through the dialog; a public webmail refusal shows on the field', async () => {
    const fake = companyServer();
    const { server } = renderApp('/settings/our_company', { handlers: fake.handlers });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: mn.domains.add }));
    const dialog = await openDialog();
    const domain = within(dialog).getByLabelText(mn.domains.domain, { exact: false });
    fireEvent.click(within(dialog).getByRole('button', { name: mn.save, hidden: true }));
    expect(await within(dialog).findByText(REQUIRED)).toBeTruthy();
    fireEvent.change(domain, { target: { value: 'gmail.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: mn.save, hidden: true }));
    expect(await within(dialog).findByText(mnErrors.err_mail_domain_not_allowed)).toBeTruthy();
    fireEvent.change(domain, { target: { value: 'demo.mn' } });
    fireEvent.change(within(dialog).getByLabelText(mn.domains.description), { target: { value: 'Төв оффис' } });
    fireEvent.click(within(dialog).getByRole('button', { name: mn.save, hidden: true }));
    expect(await screen.findByRole('cell', { name: 'demo.mn' })).toBeTruthy();
    expect(await server.called('POST', '/api/company/mail-domains').at(-1)!.json()).toEqual({ domain: 'demo.mn', description: 'Төв оффис', status: 'active' });
  });
});

describe('/settings/our_company: owner-only parts', () => {
  it('changes the owner only after the company name is typed', async () => {
    const { server } = renderApp('/settings/our_company', { handlers: companyServer().handlers });
    await ready();
    fireEvent.click(screen.getByRole('combobox', { name: mn.owner.newOwner }));
    fireEvent.click(await screen.findByRole('option', { name: 'Лхагва Ану (admin2@demo.mn)' }));
    fireEvent.click(screen.getByRole('button', { name: mn.owner.transfer }));
    const dialog = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: mnList.dialog.confirm, hidden: true }) as HTMLButtonElement;
    const typed = within(dialog).getByLabelText(mnList.dialog.typeToConfirm.replace('{{word}}', 'Demo LLC'));
    expect(confirm.disabled).toBe(true);
    fireEvent.change(typed, { target: { value: 'demo llc' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(typed, { target: { value: 'Demo LLC' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(server.called('POST', '/api/company/owner')).toHaveLength(1));
    expect(await server.called('POST', '/api/company/owner')[0].json()).toEqual({ user_id: 6, confirm_name: 'Demo LLC' });
  });

  it('deletes the company only after the name is typed, then reloads into sign-in', async () => {
    const { server, navigations } = renderApp('/settings/our_company', { handlers: companyServer().handlers });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: mn.delete.button }));
    const dialog = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: mnList.dialog.confirm, hidden: true }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByLabelText(mnList.dialog.typeToConfirm.replace('{{word}}', 'Demo LLC')), { target: { value: 'Demo' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm);
    expect(server.called('POST', '/api/company/delete')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(mnList.dialog.typeToConfirm.replace('{{word}}', 'Demo LLC')), { target: { value: 'Demo LLC' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(navigations.reloads).toBe(1));
    expect(await server.called('POST', '/api/company/delete')[0].json()).toEqual({ confirm_name: 'Demo LLC' });
  });

  it('shows a non-owner who the owner is, without the controls', async () => {
    renderApp('/settings/our_company', { me: MANAGER, handlers: companyServer({ ...COMPANY, is_owner: false }).handlers });
    await ready();
    expect(screen.getByText(mn.owner.current.replace('{{name}}', 'Бат Болд'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: mn.owner.transfer })).toBeNull();
    expect(screen.queryByRole('button', { name: mn.delete.button })).toBeNull();
  });
});

describe('/settings/our_company: wall-screen links', () => {
  const made = { id: 7, name: 'Лобби', created_at: '2026-11-20T01:00:00Z', last_used_at: null };
  const withScreens = () => {
    const fake = companyServer();
    const items: (typeof made)[] = [];
    fake.handlers['GET /api/monitoring/screens'] = () => json(200, { items });
    fake.handlers['POST /api/monitoring/screens'] = () => {
      items.push(made);
      return json(201, { screen: made, token: 'tok-123' });
    };
    fake.handlers['DELETE /api/monitoring/screens/7'] = () => {
      items.pop();
      return json(200, { ok: true });
    };
    return fake;
  };

  it('creates a kiosk link (shown once) and revokes it, for a settings editor', async () => {
    const { server } = renderApp('/settings/our_company', { handlers: withScreens().handlers });
    await ready();
    const section = screen.getByRole('region', { name: mn.screens.title });
    fireEvent.change(within(section).getByLabelText(mn.screens.name), { target: { value: 'Лобби' } });
    fireEvent.click(within(section).getByRole('button', { name: mn.screens.create }));
    await waitFor(() => expect(within(section).getByTestId('screen-link').textContent).toBe(`${window.location.origin}/monitoring?screen=tok-123`));
    expect(await server.called('POST', '/api/monitoring/screens')[0].json()).toEqual({ name: 'Лобби' });
    expect(await within(section).findByText(/Лобби/)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: mn.screens.revoke }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: mnList.dialog.confirm }));
    await waitFor(() => expect(server.called('DELETE', '/api/monitoring/screens/7')).toHaveLength(1));
  });

  it('shows no wall-screen links without settings.edit and never asks for them', async () => {
    const { server } = renderApp('/settings/our_company', {
      me: { ...MANAGER, permissions: ['settings.view'] },
      handlers: withScreens().handlers,
    });
    await ready();
    expect(screen.queryByRole('region', { name: mn.screens.title })).toBeNull();
    expect(server.called('GET', '/api/monitoring/screens')).toHaveLength(0);
  });
});
