import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Invite } from '../../../contracts/invite.schema';
import mnErrors from '../../../locales/mn/errors.json';
import mnList from '../../../locales/mn/list.json';
import mn from '../../../locales/mn/users.json';
import { json, type Handler } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { MANAGER, renderConsole, rowOf } from './users-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

const ready = () => screen.findByText('guest@demo.mn');
const openDialog = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!found) throw new Error('no dialog yet');
    return found;
  });

/** A fake invitations API that keeps what is sent, and refuses gmail.com like a company with the domain rule. */
function invitesServer() {
  const invites: Invite[] = [];
  const handlers: Record<string, Handler> = {
    'GET /api/invites': () => json(200, { items: invites }),
    'POST /api/invites': async (request) => {
      const body = (await request.json()) as Omit<Invite, 'id'>;
      if (body.email.endsWith('@gmail.com')) return json(400, { code: 'err_mail_domain_not_allowed', message: 'x', field: 'email' });
      if (body.email === 'full@demo.mn') return json(403, { code: 'err_user_count_limit', message: 'x', max: 10, users: 6, pending: 4 });
      const pending = invites.find((i) => i.email === body.email);
      if (pending && !(body as { replace?: boolean }).replace)
        return json(409, { code: 'err_invite_pending', message: 'x', field: 'email', email: body.email, role: pending.role });
      if (pending) invites.splice(invites.indexOf(pending), 1);
      invites.unshift({
        ...body,
        id: 50 + invites.length,
        invited_by: 'Бат Болд',
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 72 * 3600_000).toISOString(),
        expired: false,
      });
      return json(200, { ok: true });
    },
    'DELETE /api/invites/50': () => {
      invites.splice(0, invites.length);
      return json(200, { ok: true });
    },
    'GET /api/call-access': () => json(200, { items: [{ user_id: 3, extension: '101', line: '2' }] }),
  };
  return { handlers, invites };
}

describe('inviting from /settings/user', () => {
  it('requires every field, shows the server’s domain refusal on the e-mail, then sends and lists the invitation', async () => {
    const fake = invitesServer();
    const { server } = renderConsole('/settings/user', { handlers: fake.handlers });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: mn.invite.button }));
    const dialog = await openDialog();
    const send = within(dialog).getByRole('button', { name: mn.invite.send, hidden: true });
    fireEvent.click(send);
    // The rules of contracts, with the catalogue's messages: the same ones the server answers.
    await waitFor(() => expect(within(dialog).getByText(mnErrors.err_email_empty)).toBeTruthy());
    expect(within(dialog).getByText(mnErrors.err_role_empty)).toBeTruthy();
    expect(within(dialog).getAllByText(mnErrors.err_name_empty)).toHaveLength(2);
    expect(server.called('POST', '/api/invites')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(mn.invite.email, { exact: false }), { target: { value: 'sara@gmail.com' } });
    fireEvent.click(within(dialog).getByRole('combobox', { hidden: true }));
    fireEvent.click(await screen.findByRole('option', { name: mn.roles.manager }));
    fireEvent.change(within(dialog).getByLabelText(mn.invite.last_name, { exact: false }), { target: { value: 'Ба' } });
    fireEvent.change(within(dialog).getByLabelText(mn.invite.first_name, { exact: false }), { target: { value: 'Сараа' } });
    expect(await within(dialog).findByText(mnErrors.err_name_too_short.replace('{{min}}', '3'))).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(mn.invite.last_name, { exact: false }), { target: { value: 'Батаа' } });
    fireEvent.click(send);
    expect(await within(dialog).findByText(mnErrors.err_mail_domain_not_allowed)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(mn.invite.email, { exact: false }), { target: { value: 'sara@demo.mn' } });
    fireEvent.click(send);
    await waitFor(() => expect(server.called('POST', '/api/invites')).toHaveLength(2));
    expect(await server.called('POST', '/api/invites')[1].json()).toEqual({ email: 'sara@demo.mn', role: 'manager', last_name: 'Батаа', first_name: 'Сараа' });
    expect(await screen.findByText(mn.invite.sent.replace('{{email}}', 'sara@demo.mn'))).toBeTruthy();
    const pending = await screen.findByRole('table', { name: mn.invites.title });
    expect(within(pending).getByText('sara@demo.mn')).toBeTruthy();
    expect(within(pending).getByText(mn.roles.manager)).toBeTruthy();
  });

  it('caps every field with its maximum and answers a longer name with the field message', async () => {
    renderConsole('/settings/user', { handlers: invitesServer().handlers });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: mn.invite.button }));
    const dialog = await openDialog();
    const last = within(dialog).getByLabelText(mn.invite.last_name, { exact: false });
    expect(last.getAttribute('maxlength')).toBe('100');
    expect(within(dialog).getByLabelText(mn.invite.email, { exact: false }).getAttribute('maxlength')).toBe('254');
    // A pasted value is not cut by maxlength: the rule says what is wrong.
    fireEvent.change(last, { target: { value: 'б'.repeat(101) } });
    expect(await within(dialog).findByText(mnErrors.err_name_too_long.replace('{{max}}', '100'))).toBeTruthy();
  });

  it('asks before replacing a pending invitation, and replaces it only once confirmed', async () => {
    const fake = invitesServer();
    fake.invites.push({
      id: 50,
      email: 'sara@demo.mn',
      role: 'admin',
      first_name: 'Сараа',
      last_name: 'Батаа',
      invited_by: 'Бат Болд',
      created_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 3600_000).toISOString(),
      expired: false,
    });
    const { server } = renderConsole('/settings/user', { handlers: fake.handlers });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: mn.invite.button }));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(mn.invite.email, { exact: false }), { target: { value: 'sara@demo.mn' } });
    fireEvent.click(within(dialog).getByRole('combobox', { hidden: true }));
    fireEvent.click(await screen.findByRole('option', { name: mn.roles.agent }));
    fireEvent.change(within(dialog).getByLabelText(mn.invite.last_name, { exact: false }), { target: { value: 'Батаа' } });
    fireEvent.change(within(dialog).getByLabelText(mn.invite.first_name, { exact: false }), { target: { value: 'Сараа' } });
    fireEvent.click(within(dialog).getByRole('button', { name: mn.invite.send, hidden: true }));
    // The server says there is one; the dialog asks, naming both roles, and sends nothing more by itself.
    const question = mn.invite.replaceAsk.replace('{{email}}', 'sara@demo.mn').replace('{{role}}', mn.roles.admin).replace('{{newRole}}', mn.roles.agent);
    expect(await within(dialog).findByText(question)).toBeTruthy();
    expect(server.called('POST', '/api/invites')).toHaveLength(1);
    expect(fake.invites.map((i) => i.role)).toEqual(['admin']);
    fireEvent.click(within(dialog).getByRole('button', { name: mn.invite.replace, hidden: true }));
    await waitFor(() => expect(server.called('POST', '/api/invites')).toHaveLength(2));
    expect(await server.called('POST', '/api/invites')[1].json()).toMatchObject({ email: 'sara@demo.mn', role: 'agent', replace: true });
    expect(await screen.findByText(mn.invite.sent.replace('{{email}}', 'sara@demo.mn'))).toBeTruthy();
  });

  it('states the user limit with its number and what to do, inside the dialog', async () => {
    renderConsole('/settings/user', { handlers: invitesServer().handlers });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: mn.invite.button }));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(mn.invite.email, { exact: false }), { target: { value: 'full@demo.mn' } });
    fireEvent.click(within(dialog).getByRole('combobox', { hidden: true }));
    fireEvent.click(await screen.findByRole('option', { name: mn.roles.agent }));
    fireEvent.change(within(dialog).getByLabelText(mn.invite.last_name, { exact: false }), { target: { value: 'Батаа' } });
    fireEvent.change(within(dialog).getByLabelText(mn.invite.first_name, { exact: false }), { target: { value: 'Сараа' } });
    fireEvent.click(within(dialog).getByRole('button', { name: mn.invite.send, hidden: true }));
    const limit = mnErrors.err_user_count_limit.replace('{{max}}', '10').replace('{{users}}', '6').replace('{{pending}}', '4');
    expect(await within(dialog).findByText(limit)).toBeTruthy();
    expect(limit).toContain('10');
  });

  it('cancels a pending invitation after the confirmation', async () => {
    const fake = invitesServer();
    fake.invites.push({
      id: 50,
      email: 'old@demo.mn',
      role: 'agent',
      first_name: 'Хуучин',
      last_name: 'Урилга',
      invited_by: 'Бат Болд',
      created_at: new Date().toISOString(),
      expires_at: new Date(Date.now() - 1000).toISOString(),
      expired: true,
    });
    const { server } = renderConsole('/settings/user', { handlers: fake.handlers });
    const pending = await screen.findByRole('table', { name: mn.invites.title });
    expect(within(pending).getByText(mn.invites.expired)).toBeTruthy();
    fireEvent.click(within(pending).getByRole('button', { name: mn.invites.revoke.replace('{{email}}', 'old@demo.mn') }));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: mnList.dialog.confirm, hidden: true }));
    await waitFor(() => expect(server.called('DELETE', '/api/invites/50')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('table', { name: mn.invites.title })).toBeNull());
  });

  it('is offered to admins only', async () => {
    const { server } = renderConsole('/settings/user', { me: MANAGER, handlers: invitesServer().handlers });
    await ready();
    expect(screen.queryByRole('button', { name: mn.invite.button })).toBeNull();
    expect(server.called('GET', '/api/invites')).toHaveLength(0);
    expect(server.called('GET', '/api/call-access')).toHaveLength(0);
  });
});

describe('call access on /settings/user', () => {
  it('shows each user’s extension and line with the admin’s actions, and edits them with digit rules', async () => {
    const fake = invitesServer();
    fake.handlers['PUT /api/users/4/call-access'] = async (request) => {
      const body = (await request.json()) as { extension: string };
      if (body.extension === '101') return json(409, { code: 'err_extension_duplicate', message: 'x', field: 'extension' });
      return json(200, { user_id: 4, ...body });
    };
    const { server } = renderConsole('/settings/user', { handlers: fake.handlers });
    await ready();
    expect(
      await within(rowOf('agent@demo.mn')).findByRole('button', { name: mn.callAccess.value.replace('{{extension}}', '101').replace('{{line}}', '2') }),
    ).toBeTruthy();
    fireEvent.click(within(rowOf('guest@demo.mn')).getByRole('button', { name: mn.callAccess.none }));
    const dialog = await openDialog();
    const extension = within(dialog).getByLabelText(mn.callAccess.extension);
    const save = within(dialog).getByRole('button', { name: mn.callAccess.save, hidden: true });
    fireEvent.change(extension, { target: { value: '10a' } });
    expect(await within(dialog).findByText(mnErrors.err_extension_invalid.replace('{{max}}', '10'))).toBeTruthy();
    fireEvent.change(extension, { target: { value: '101' } });
    fireEvent.click(save);
    expect(await within(dialog).findByText(mnErrors.err_value_required)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(mn.callAccess.line), { target: { value: '3' } });
    fireEvent.click(save);
    expect(await within(dialog).findByText(mnErrors.err_extension_duplicate)).toBeTruthy();
    fireEvent.change(extension, { target: { value: '104' } });
    fireEvent.click(save);
    await waitFor(() => expect(server.called('PUT', '/api/users/4/call-access')).toHaveLength(2));
    expect(await server.called('PUT', '/api/users/4/call-access')[1].json()).toEqual({ extension: '104', line: '3' });
  });
});
