import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enCommon from '../../../locales/en/common.json';
import mnCommon from '../../../locales/mn/common.json';
import { getCookie } from '../../../src/lib/cookies';
import { i18n } from '../../../src/lib/i18n';
import { subscribeToasts, type ToastRequest } from '../../../src/lib/toasts';
import { atomicRule } from './atomic-style';
import { json } from './fake-fetch';
import { ADMIN, renderApp, resetBrowserState } from './render-app';

beforeEach(resetBrowserState);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function choose(from: typeof mnCommon, name: string) {
  fireEvent.click(await screen.findByRole('combobox', { name: from.language.label }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('language switcher', () => {
  it('switches the screen, the cookie, <html lang> and tells the server', async () => {
    const { server } = renderApp('/');
    await screen.findByRole('heading', { name: 'Тавтай морил, Болд!' });
    expect(document.documentElement.lang).toBe('mn');

    await choose(mnCommon, 'English');

    expect(await screen.findByRole('heading', { name: 'Welcome, Болд!' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: enCommon.header.mainMenu })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(getCookie('chosenLocale')).toBe('en');
    await waitFor(() => expect(server.called('PUT', '/api/change-lang')).toHaveLength(1));
    expect(new URL(server.called('PUT', '/api/change-lang')[0].url).searchParams.get('lang')).toBe('en');

    // The server's copy of the user is not re-read, so nothing switches back.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(i18n.language).toBe('en');

    await choose(enCommon, 'Монгол');
    expect(await screen.findByRole('heading', { name: 'Тавтай морил, Болд!' })).toBeTruthy();
    expect(getCookie('chosenLocale')).toBe('mn');
  });

  it('shows both options with their flags, and is at least 150 px wide', async () => {
    renderApp('/login', { me: null });
    const trigger = await screen.findByRole('combobox', { name: mnCommon.language.label });
    expect(atomicRule(trigger, 'min-width')).toBe('150px');
    fireEvent.click(trigger);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Монгол', 'English']);
    expect(options.every((option) => option.querySelector('svg'))).toBe(true);
  });

  it('only logs a failed server update: no toast, the switch stays', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Every toast from here on is seen (what an earlier test left waiting is set aside first).
    subscribeToasts(() => {})();
    const shown: ToastRequest[] = [];
    const stopWatching = subscribeToasts((toast) => shown.push(toast));
    renderApp('/', { handlers: { 'PUT /api/change-lang': () => json(500, { code: '001', message: 'x' }) } });
    await screen.findByRole('heading', { name: 'Тавтай морил, Болд!' });
    await choose(mnCommon, 'English');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to switch language'));
    expect(shown).toEqual([]);
    stopWatching();
    expect(i18n.language).toBe('en');
  });

  it('does not call the server for a visitor', async () => {
    const { server } = renderApp('/login', { me: null });
    await choose(mnCommon, 'English');
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(getCookie('chosenLocale')).toBe('en');
    expect(server.called('PUT', '/api/change-lang')).toHaveLength(0);
  });

  it('adopts the language the server keeps for the user, and remembers it in the cookie', async () => {
    renderApp('/', { me: { ...ADMIN, lang: 'en' } });
    expect(await screen.findByRole('heading', { name: 'Welcome, Болд!' })).toBeTruthy();
    expect(getCookie('chosenLocale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
