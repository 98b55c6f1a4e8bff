import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnMenu from '../../../locales/mn/menu.json';
import mnCommon from '../../../locales/mn/common.json';
import mnOnboarding from '../../../locales/mn/onboarding.json';
import { EMPTY_DRAFT } from '../../../contracts/onboarding.schema';
import { DEFAULT_ROLE_PERMISSIONS } from '../../../contracts/permissions';
import { ADMIN, renderApp, resetBrowserState } from './render-app';
import { json } from './fake-fetch';

beforeEach(resetBrowserState);
afterEach(cleanup);

const settings = mnMenu.settings_items;

// Every screen of spec §2 is built, and each has its own tests: /settings/user (tests/unit/users), web chat,
// saved responses and interaction tags (tests/unit/settings), /interacts and /interacts/live
// (tests/unit/interactions), /interacts/hist (tests/unit/history), /servicerate (tests/unit/service-rate),
// onboarding and /admin (tests/unit/onboarding, tests/unit/admin), contacts and contact types
// (tests/unit/contacts), channel management and social channels (tests/unit/settings/channel-manage-page.test.tsx,
// e2e/messenger, viber), e-mail (tests/unit/settings/email-settings-page.test.tsx, e2e/email-channel.spec.ts),
// /monitoring (tests/unit/monitoring), /control_panel (tests/unit/reports), flows and custom APIs
// (tests/unit/flows, e2e/flow-canvas.spec.ts), /knowledge (tests/unit/knowledge, e2e/knowledge.spec.ts),
// virtual agents (e2e/virtual-agent.spec.ts), the call centre (e2e/calls.spec.ts), and my plan, its
// purchase, invoices and archive (tests/unit/billing, e2e/billing.spec.ts).

describe('route table', () => {
  it('/ greets the user in the default layout, with the main menu', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Тавтай морил, Болд!' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: mnCommon.header.mainMenu });
    expect(nav.querySelectorAll('a')).toHaveLength(10);
  });

  it('/settings opens the first settings screen, with the grouped settings menu', async () => {
    const { router } = renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: settings.our_company })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings/our_company');
    const nav = screen.getByRole('navigation', { name: mnMenu.settings });
    for (const group of Object.values(mnMenu.settings_groups)) expect(nav.textContent).toContain(group);
  });

  it('an unknown path shows the 404 page', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText(mnCommon.notFound.text)).toBeTruthy();
    expect(screen.getByRole('img', { name: mnCommon.notFound.imageAlt })).toBeTruthy();
    expect(screen.getByRole('button', { name: mnCommon.user.signOut })).toBeTruthy();
  });
});

describe('guard wiring', () => {
  it('sends a visitor to /login in dev mode', async () => {
    const { router } = renderApp('/issues', { me: null });
    expect(await screen.findByLabelText('И-мэйл')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user from /login to /', async () => {
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Тавтай морил, Болд!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('treats a failed /api/me as nobody signed in', async () => {
    const { router } = renderApp('/', { handlers: { 'GET /api/me': () => new Response('boom', { status: 500 }) } });
    expect(await screen.findByLabelText('И-мэйл')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('never asks for the user on /servicerate', async () => {
    const { server } = renderApp('/servicerate', { me: null });
    expect(await screen.findByRole('heading', { name: mnMenu.servicerate })).toBeTruthy();
    expect(server.called('GET', '/api/me')).toHaveLength(0);
  });

  it('keeps a user without a company on onboarding, setting the trial cookie once approved', async () => {
    const newcomer = { ...ADMIN, company_id: 0, is_approved_by_superadmin: false };
    const progress = (state: string) => ({
      'GET /api/onboarding/progress': () => json(200, { state, step: 1, draft: EMPTY_DRAFT, company: null, rejection_reason: null }),
    });
    const first = renderApp('/issues', { me: newcomer, handlers: progress('no_company') });
    expect(await screen.findByRole('heading', { name: mnOnboarding.wizard.title })).toBeTruthy();
    expect(first.router.state.location.pathname).toBe('/onboarding');
    expect(document.cookie).not.toContain('trialOnboarding');
    cleanup();

    const approved = renderApp('/', { me: { ...newcomer, is_approved_by_superadmin: true }, handlers: progress('trial_progress') });
    expect(await screen.findByRole('heading', { name: mnOnboarding.progress.title })).toBeTruthy();
    expect(approved.router.state.location.pathname).toBe('/onboarding/progress');
    expect(document.cookie).toContain('trialOnboarding=true');
  });

  it('runs again on every navigation', async () => {
    const { router, server } = renderApp('/monitoring');
    await screen.findByRole('heading', { name: mnMenu.monitoring });
    await router.navigate('/onboarding');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The user came from the cache: one request for three guard runs.
    expect(server.called('GET', '/api/me')).toHaveLength(1);
  });

  it('hides menu entries the user has no permission for', async () => {
    renderApp('/', { me: { ...ADMIN, role: 'guest', permissions: ['dashboard.view'] } });
    await screen.findByRole('heading', { name: 'Тавтай морил, Болд!' });
    const nav = screen.getByRole('navigation', { name: mnCommon.header.mainMenu });
    const labels = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(labels).toEqual([mnMenu.monitoring, mnMenu.control_panel, mnMenu.issues, mnMenu.contacts, mnMenu.help, mnMenu.guide]);
  });
});

describe('screens opened by address without their permission', () => {
  const AGENT = { ...ADMIN, ID: 3, role: 'agent' as const, is_owner: false, permissions: [...DEFAULT_ROLE_PERMISSIONS.agent] };

  it('/monitoring without dashboard.view says so and shows nothing of the screen', async () => {
    const noDashboard = { ...AGENT, permissions: AGENT.permissions.filter((p) => p !== 'dashboard.view') };
    renderApp('/monitoring', { me: noDashboard });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', mnCommon.noAccess.page);
    expect(screen.queryByRole('heading', { level: 1, name: mnMenu.monitoring })).toBeNull();
    expect(screen.queryByText(mnCommon.notAvailable.text)).toBeNull();
  });

  it('/settings/user for an agent says they may not view settings, and asks the server for no users', async () => {
    const { server } = renderApp('/settings/user', { me: AGENT });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', mnCommon.noAccess.settings);
    expect(server.called('GET', '/api/users')).toHaveLength(0);
  });

  it('a member holding the permission opens the screen', async () => {
    renderApp('/monitoring', { me: AGENT });
    expect(await screen.findByRole('heading', { level: 1, name: mnMenu.monitoring })).toBeTruthy();
    expect(screen.queryByText(mnCommon.noAccess.page)).toBeNull();
  });
});
