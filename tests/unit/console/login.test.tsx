import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import enErrors from '../../../locales/en/errors.json';
import mnCommon from '../../../locales/mn/common.json';
import mnErrors from '../../../locales/mn/errors.json';
import { json } from './fake-fetch';
import { renderApp, resetBrowserState } from './render-app';

beforeEach(resetBrowserState);
afterEach(cleanup);

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('И-мэйл'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Нууц үг'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Нэвтрэх' }));
}

describe('/login', () => {
  it('asks for both fields before calling the server', async () => {
    const { server } = renderApp('/login', { me: null });
    await screen.findByLabelText('И-мэйл');
    fireEvent.click(screen.getByRole('button', { name: 'Нэвтрэх' }));
    expect(await screen.findAllByText(mnCommon.validation.required)).toHaveLength(2);
    expect(server.called('POST', '/pub/login')).toHaveLength(0);
  });

  it('posts JSON and follows the redirect it gets, with next from the address', async () => {
    const { server, navigations } = renderApp('/login?next=%2Fissues', {
      me: null,
      handlers: { 'POST /pub/login': () => json(200, { ok: true, redirect: '/issues' }) },
    });
    await screen.findByLabelText('И-мэйл');
    fill(' admin@demo.mn ', 'demo1234');
    await waitFor(() => expect(navigations.assign).toEqual(['/issues']));
    const [request] = server.called('POST', '/pub/login');
    expect(request.headers.get('content-type')).toContain('application/json');
    expect(await request.json()).toEqual({ email: 'admin@demo.mn', password: 'demo1234', next: '/issues' });
  });

  it('never follows a redirect to another site', async () => {
    const { navigations } = renderApp('/login', {
      me: null,
      handlers: { 'POST /pub/login': () => json(200, { ok: true, redirect: '//evil.example/' }) },
    });
    await screen.findByLabelText('И-мэйл');
    fill('admin@demo.mn', 'demo1234');
    await waitFor(() => expect(navigations.assign).toEqual(['/']));
  });

  it.each([
    [401, 'err_invalid_credentials'],
    [403, 'err_user_inactive'],
    [429, 'err_too_many_attempts'],
    [400, 'err_wrong_param_structure'],
  ] as const)('shows a %i %s answer in the form, translated', async (status, code) => {
    const { navigations } = renderApp('/login', {
      me: null,
      handlers: { 'POST /pub/login': () => json(status, { code, message: 'server text' }) },
    });
    await screen.findByLabelText('И-мэйл');
    fill('someone@demo.mn', 'secret');
    expect((await screen.findByRole('alert')).textContent).toBe(mnErrors[code]);
    expect(navigations.assign).toEqual([]);
  });

  it('re-translates the message when the language changes', async () => {
    renderApp('/login', { me: null, handlers: { 'POST /pub/login': () => json(401, { code: 'err_invalid_credentials', message: 'x' }) } });
    await screen.findByLabelText('И-мэйл');
    fill('someone@demo.mn', 'secret');
    await screen.findByText(mnErrors.err_invalid_credentials);
    fireEvent.click(screen.getByRole('combobox', { name: mnCommon.language.label }));
    fireEvent.click(await screen.findByRole('option', { name: 'English' }));
    expect(await screen.findByText(enErrors.err_invalid_credentials)).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('signing out', () => {
  it('calls POST /api/logout from the user menu, then reloads', async () => {
    const { server, navigations } = renderApp('/');
    await screen.findByRole('heading', { name: 'Тавтай морил, Болд!' });
    fireEvent.click(screen.getByRole('button', { name: mnCommon.header.userMenu }));
    expect(await screen.findByText('admin@demo.mn')).toBeTruthy();
    fireEvent.click(await screen.findByRole('menuitem', { name: mnCommon.user.signOut }));
    await waitFor(() => expect(navigations.reloads).toBe(1));
    expect(server.called('POST', '/api/logout')).toHaveLength(1);
  });

  it('does not reload when the server refuses, and says why', async () => {
    const { navigations } = renderApp('/no/such/page', { handlers: { 'POST /api/logout': () => json(500, { code: '001', message: 'x' }) } });
    fireEvent.click(await screen.findByRole('button', { name: mnCommon.user.signOut }));
    // A critical toast (its title, and the live region that announces it).
    expect((await screen.findAllByText(mnErrors['001'])).length).toBeGreaterThan(0);
    expect(navigations.reloads).toBe(0);
  });
});
