import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import mnCommon from '../../../locales/mn/common.json';
import { RECONNECTING_NOTICE_AFTER_MS } from '../../../src/app/layouts/connection-notice';
import { page } from '../../../src/lib/page';
import { json } from './fake-fetch';
import { resetBrowserState } from './render-app';
import { ADMIN, renderConsole, usersServer } from '../users/users-fixture';

beforeEach(resetBrowserState);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// Generous waits: the first render of a file loads the lazy routes, slow on a loaded machine.
const ready = () => screen.findByText('guest@demo.mn', undefined, { timeout: 30_000 });
const slow = { timeout: 30_000 };

describe('a session that ends while the console is open', () => {
  it('goes to sign-in at the first 401 of a list call, keeping the address to come back to', async () => {
    const navigations: string[] = [];
    page.assign = (url) => void navigations.push(url);
    let ended = false;
    const list = usersServer(ADMIN).handlers['GET /api/users'];
    const { queryClient } = renderConsole('/settings/user?tab=users', {
      handlers: { 'GET /api/users': (request) => (ended ? json(401, { code: 'err_auth_failed', message: 'no session' }) : list(request)) },
    });
    await ready();
    // Logged out in another tab: the next list call (a refetch, as on focus) answers 401.
    ended = true;
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(navigations).toEqual([`/login?next=${encodeURIComponent('/settings/user?tab=users')}`]), slow);
  }, 60_000);
});

describe('the agent socket going down', () => {
  const renderConnected = async () => {
    const view = renderConsole('/settings/user');
    await ready();
    act(() => void view.transport.setStatus('connected').flush());
    vi.useFakeTimers();
    return view;
  };
  const notice = () => screen.queryByText(mnCommon.connection.reconnecting);

  it('says "reconnecting" once the socket has been down past the grace, and not once it is back', async () => {
    const { transport } = await renderConnected();
    act(() => void transport.setStatus('connecting').flush());
    act(() => void vi.advanceTimersByTime(RECONNECTING_NOTICE_AFTER_MS - 1));
    expect(notice()).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(notice()?.getAttribute('role')).toBe('status');
    act(() => void transport.setStatus('connected').flush());
    expect(notice()).toBeNull();
  }, 60_000);

  it('shows nothing for a blip shorter than the grace, and counts the grace again from the next outage', async () => {
    const { transport } = await renderConnected();
    act(() => void transport.setStatus('disconnected').flush());
    act(() => void vi.advanceTimersByTime(RECONNECTING_NOTICE_AFTER_MS / 2));
    act(() => void transport.setStatus('connected').flush());
    act(() => void vi.advanceTimersByTime(RECONNECTING_NOTICE_AFTER_MS * 2));
    expect(notice()).toBeNull();
    // Down again: the first blip's time does not count towards this one.
    act(() => void transport.setStatus('connecting').flush());
    act(() => void vi.advanceTimersByTime(RECONNECTING_NOTICE_AFTER_MS - 1));
    expect(notice()).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(notice()).not.toBeNull();
  }, 60_000);
});
