import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import mnCommon from '../../../locales/mn/common.json';
import { AppProviders } from '../../../src/app/providers';
import { BuildUpdateEffect } from '../../../src/components/build-update-effect';
import { EmptyListText, EmptyState } from '../../../src/components/empty-state';
import { RELOAD_GUARD_KEY } from '../../../src/lib/build-update';
import { createHttp } from '../../../src/lib/http';
import { page } from '../../../src/lib/page';
import { atomicRule } from './atomic-style';
import { fakeFetch } from './fake-fetch';
import { renderApp, resetBrowserState } from './render-app';

beforeEach(resetBrowserState);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const inProviders = (ui: React.ReactNode) => render(<AppProviders queryClient={new QueryClient()}>{ui}</AppProviders>);

describe('error boundary', () => {
  it('shows the error page for a crash outside the router', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Crash = () => {
      throw new Error('boom');
    };
    inProviders(<Crash />);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText(mnCommon.notFound.fatal)).toBeTruthy();
    // Nobody is signed in here: no sign-out button.
    expect(screen.queryByRole('button', { name: mnCommon.user.signOut })).toBeNull();
    const assign = vi.fn();
    page.assign = assign;
    fireEvent.click(screen.getByRole('button', { name: mnCommon.notFound.back }));
    expect(assign).toHaveBeenCalledWith('/');
  });
});

describe('empty state', () => {
  it('says so and offers a retry', () => {
    const retry = vi.fn();
    inProviders(
      <>
        <EmptyState onRetry={retry} />
        <EmptyListText />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Мэдээлэл одсонгүй!' })).toBeTruthy();
    expect(screen.getByText('Хоосон байна.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Дахин оролдох' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('default layout', () => {
  it('has a 64 px header with logo, language, theme and user menu', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Тавтай морил, Болд!' });
    const header = screen.getByRole('banner');
    expect(atomicRule(header, 'height')).toBe('64px');
    expect(header.querySelector('a[href="/"]')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: mnCommon.language.label })).toBeTruthy();
    expect(screen.getByRole('button', { name: mnCommon.theme.toDark })).toBeTruthy();
    expect(screen.getByRole('button', { name: mnCommon.header.userMenu })).toBeTruthy();
  });

  it('toggles the theme and remembers it', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Тавтай морил, Болд!' });
    fireEvent.click(screen.getByRole('button', { name: mnCommon.theme.toDark }));
    expect(await screen.findByRole('button', { name: mnCommon.theme.toLight })).toBeTruthy();
    expect(localStorage.getItem('app:theme')).toBe('dark');
    fireEvent.click(screen.getByRole('button', { name: mnCommon.theme.toLight }));
    expect(localStorage.getItem('app:theme')).toBe('light');
  });
});

describe('default layout below 960 px', () => {
  it('folds the main menu behind a menu button', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: !query.includes('min-width: 960px') && !query.includes('prefers-color-scheme'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderApp('/');
    await screen.findByRole('heading', { name: 'Тавтай морил, Болд!' });
    expect(screen.queryByRole('navigation', { name: mnCommon.header.mainMenu })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: mnCommon.header.openMenu }));
    const nav = await screen.findByRole('navigation', { name: mnCommon.header.mainMenu });

    // Choosing a destination closes it, and coming back to where it was opened does not reopen it.
    const away = within(nav)
      .getAllByRole('link')
      .find((link) => link.getAttribute('href') !== '/')!;
    fireEvent.click(away);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: mnCommon.header.mainMenu })).toBeNull());
    fireEvent.click(
      within(await screen.findByRole('banner'))
        .getAllByRole('link')
        .find((link) => link.getAttribute('href') === '/')!,
    );
    await screen.findByRole('heading', { name: 'Тавтай морил, Болд!' });
    expect(screen.queryByRole('navigation', { name: mnCommon.header.mainMenu })).toBeNull();
  });
});

describe('build-update check', () => {
  it('offers a reload when the server runs another build, and reloads once', async () => {
    sessionStorage.removeItem(RELOAD_GUARD_KEY);
    const reload = vi.fn();
    page.reload = reload;
    const client = createHttp({ fetch: fakeFetch({ status: 200, json: { version: '9.9.9+new' } }).fetch });
    inProviders(<BuildUpdateEffect client={client} intervalMs={60_000} enabled />);
    window.dispatchEvent(new Event('focus'));
    fireEvent.click(await screen.findByRole('button', { name: mnCommon.update.reload }));
    expect(reload).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: mnCommon.update.reload }));
    // The guard: a second reload within 10 s does nothing.
    expect(reload).toHaveBeenCalledOnce();
  });

  it('stays quiet while the versions match', async () => {
    const fake = fakeFetch({ status: 200, json: { version: '0.0.0-dev' } });
    inProviders(<BuildUpdateEffect client={createHttp({ fetch: fake.fetch })} enabled />);
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: mnCommon.update.reload })).toBeNull();
  });
});
