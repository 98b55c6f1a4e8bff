import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnCommon from '../../../locales/mn/common.json';
import mnMenu from '../../../locales/mn/menu.json';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { AGENT, renderConsole } from './users-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

describe('PermissionsEffect', () => {
  it('permissions.changed refetches /api/me, so the menu follows without a new sign-in', async () => {
    let me = AGENT;
    const { server, transport } = renderConsole('/', { me: AGENT, handlers: { 'GET /api/me': () => json(200, me) } });
    const nav = await screen.findByRole('navigation', { name: mnCommon.header.mainMenu });
    // An agent has no settings.view: no Settings entry.
    expect(nav.querySelector(`a[href="/settings"]`)).toBeNull();
    const before = server.called('GET', '/api/me').length;

    // An admin makes this user a manager; the server tells the user's sockets.
    me = { ...AGENT, role: 'manager', permissions: [...AGENT.permissions, 'settings.view'] };
    act(() => {
      transport.setStatus('connected').receive({ type: 'permissions.changed' }).flush();
    });
    await waitFor(() => expect(server.called('GET', '/api/me').length).toBe(before + 1));
    expect(await screen.findByRole('link', { name: mnMenu.settings })).toBeTruthy();
  });

  it('one connection for the signed-in layouts: moving between them does not reconnect', async () => {
    const { transport, router } = renderConsole('/', { me: AGENT });
    await screen.findByRole('navigation', { name: mnCommon.header.mainMenu });
    const connects = transport.connectCalls;
    await act(() => router.navigate('/settings/user'));
    // An agent may not view settings: the screen says so, and the connection stays as it is.
    await screen.findByText(mnCommon.noAccess.settings);
    await act(() => router.navigate('/guide'));
    await act(() => router.navigate('/'));
    expect(transport.connectCalls).toBe(connects);
    expect(transport.disconnectCalls).toBe(connects - 1); // StrictMode's rehearsal only
  });
});
