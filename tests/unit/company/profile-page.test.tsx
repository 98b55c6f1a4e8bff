import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../../contracts/company.schema';
import mn from '../../../locales/mn/company.json';
import mnErrors from '../../../locales/mn/errors.json';
import mnMenu from '../../../locales/mn/menu.json';
import { json } from '../console/fake-fetch';
import { renderApp, resetBrowserState } from '../console/render-app';
import { AGENT } from './company-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

const PROFILE: Profile = {
  id: 3,
  company_id: 1,
  first_name: 'Тэмүүлэн',
  last_name: 'Ганбат',
  phone: '',
  email: 'agent@demo.mn',
  picture: null,
  role: 'agent',
  extension: '101',
  line: '2',
  pending_email: null,
};

function profileServer() {
  let profile = { ...PROFILE };
  return {
    'GET /api/profile': () => json(200, profile),
    'PUT /api/profile': async (request: Request) => {
      profile = { ...profile, ...((await request.json()) as object) };
      return json(200, profile);
    },
    'POST /api/profile/email': async (request: Request) => {
      const body = (await request.json()) as { email: string; current_password: string };
      if (body.current_password !== 'old-pass-1') return json(400, { code: 'err_current_password_wrong', message: 'x', field: 'current_password' });
      profile = { ...profile, pending_email: body.email.toLowerCase() };
      return json(200, profile);
    },
    'DELETE /api/profile/email': () => {
      profile = { ...profile, pending_email: null };
      return json(200, profile);
    },
    'PUT /api/profile/password': async (request: Request) => {
      const body = (await request.json()) as { current_password: string };
      if (body.current_password !== 'old-pass-1') return json(400, { code: 'err_current_password_wrong', message: 'x', field: 'current_password' });
      return json(200, { ok: true });
    },
  };
}
const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

describe('/user', () => {
  it('shows one’s details, the role read-only and the call access', async () => {
    renderApp('/user', { me: AGENT, handlers: profileServer() });
    expect(await screen.findByDisplayValue('Тэмүүлэн')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: mnMenu.user })).toBeTruthy();
    const role = screen.getByLabelText(mn.profile.role) as HTMLInputElement;
    expect(role.value).toBe(mn.roles.agent);
    expect(role.readOnly).toBe(true);
    expect(screen.getByText(mn.profile.callAccessValue.replace('{{extension}}', '101').replace('{{line}}', '2'))).toBeTruthy();
  });

  it('asks for names longer than 2 characters; saves without the role and the e-mail', async () => {
    const handlers = profileServer();
    const { server } = renderApp('/user', { me: AGENT, handlers });
    await screen.findByDisplayValue('Тэмүүлэн');
    fireEvent.change(input(mn.profile.first_name), { target: { value: 'Тэ' } });
    fireEvent.change(input(mn.profile.last_name), { target: { value: '' } });
    fireEvent.click(screen.getAllByRole('button', { name: mn.save })[0]);
    // The one person-name rule of sign-up and invitations: more than 2 characters, and not empty.
    expect(await screen.findByText(mnErrors.err_name_too_short.replace('{{min}}', '3'))).toBeTruthy();
    expect(screen.getByText(mnErrors.err_name_empty)).toBeTruthy();
    expect(server.called('PUT', '/api/profile')).toHaveLength(0);
    // …and its maximum, which the console's rule used to lack: the input stops there, a longer paste is answered.
    expect(input(mn.profile.first_name).getAttribute('maxlength')).toBe('100');
    fireEvent.change(input(mn.profile.first_name), { target: { value: 'т'.repeat(101) } });
    expect(await screen.findByText(mnErrors.err_name_too_long.replace('{{max}}', '100'))).toBeTruthy();

    fireEvent.change(input(mn.profile.first_name), { target: { value: 'Тэмүүжин' } });
    fireEvent.change(input(mn.profile.last_name), { target: { value: 'Ганбат' } });
    fireEvent.click(screen.getAllByRole('button', { name: mn.save })[0]);
    await waitFor(() => expect(server.called('PUT', '/api/profile')).toHaveLength(1));
    const body = await server.called('PUT', '/api/profile')[0].json();
    expect(body).toEqual({ last_name: 'Ганбат', first_name: 'Тэмүүжин', phone: '', picture: null });
    expect(await screen.findByText(mn.profile.saved)).toBeTruthy();
  });

  it('changes the password; a wrong current one is shown on its field', async () => {
    const { server } = renderApp('/user', { me: AGENT, handlers: profileServer() });
    await screen.findByDisplayValue('Тэмүүлэн');
    const submit = screen.getByRole('button', { name: mn.password.submit });
    fireEvent.change(input(mn.password.new), { target: { value: 'short' } });
    fireEvent.click(submit);
    expect(await screen.findByText(mn.password.tooShort.replace('{{min}}', '8'))).toBeTruthy();
    // A common password is refused in the form by the rule of contracts, before any request.
    fireEvent.change(input(mn.password.new), { target: { value: '12345678' } });
    fireEvent.click(submit);
    expect(await screen.findByText(mnErrors.err_password_common)).toBeTruthy();
    expect(server.called('PUT', '/api/profile/password')).toHaveLength(0);
    fireEvent.change(input(mn.password.current), { target: { value: 'wrong-pass' } });
    fireEvent.change(input(mn.password.new), { target: { value: 'brand-new-pass' } });
    fireEvent.click(submit);
    expect(await screen.findByText(mnErrors.err_current_password_wrong)).toBeTruthy();
    fireEvent.change(input(mn.password.current), { target: { value: 'old-pass-1' } });
    fireEvent.click(submit);
    expect(await screen.findByText(mn.password.done)).toBeTruthy();
    expect(await server.called('PUT', '/api/profile/password').at(-1)!.json()).toEqual({ current_password: 'old-pass-1', new_password: 'brand-new-pass' });
    expect(input(mn.password.current).value).toBe('');
  });

  it('changes the sign-in e-mail with the password and a mailed link; a waiting change can be withdrawn', async () => {
    const { server } = renderApp('/user', { me: AGENT, handlers: profileServer() });
    await screen.findByDisplayValue('Тэмүүлэн');
    expect((screen.getByLabelText(mn.emailChange.current) as HTMLInputElement).readOnly).toBe(true);
    const submit = screen.getByRole('button', { name: mn.emailChange.submit });
    fireEvent.change(input(mn.emailChange.new), { target: { value: 'not-an-email' } });
    fireEvent.click(submit);
    expect(await screen.findByText(mnErrors.err_email_invalid)).toBeTruthy();
    fireEvent.change(input(mn.emailChange.new), { target: { value: 'agent@demo.mn' } });
    expect(await screen.findByText(mn.emailChange.same)).toBeTruthy();
    expect(server.called('POST', '/api/profile/email')).toHaveLength(0);

    const passwordField = input(mn.emailChange.password);
    fireEvent.change(input(mn.emailChange.new), { target: { value: 'New.Me@demo.mn' } });
    fireEvent.change(passwordField, { target: { value: 'wrong-pass' } });
    fireEvent.click(submit);
    expect(await screen.findByText(mnErrors.err_current_password_wrong)).toBeTruthy();
    fireEvent.change(passwordField, { target: { value: 'old-pass-1' } });
    fireEvent.click(submit);
    const pending = mn.emailChange.pending.replace('{{email}}', 'new.me@demo.mn');
    expect(await screen.findByText(pending)).toBeTruthy();
    expect(await server.called('POST', '/api/profile/email').at(-1)!.json()).toEqual({ email: 'new.me@demo.mn', current_password: 'old-pass-1' });
    // The sign-in e-mail shown stays the old one until the link is confirmed.
    expect((screen.getByLabelText(mn.emailChange.current) as HTMLInputElement).value).toBe('agent@demo.mn');

    fireEvent.click(screen.getByRole('button', { name: mn.emailChange.cancel }));
    await waitFor(() => expect(screen.queryByText(pending)).toBeNull());
    expect(server.called('DELETE', '/api/profile/email')).toHaveLength(1);
  });
});
