import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnOnboarding from '../../../locales/mn/onboarding.json';
import mnCommon from '../../../locales/mn/common.json';
import mnErrors from '../../../locales/mn/errors.json';
import { TRIAL_ONBOARDING_COOKIE } from '../../../contracts/constants';
import { getCookie } from '../../../src/lib/cookies';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { COMPLETE, NEWCOMER, renderOnboarding, statusOf } from './render-onboarding';

beforeEach(resetBrowserState);
afterEach(cleanup);

const pending = () =>
  statusOf({
    state: 'pending_approval',
    step: 6,
    draft: COMPLETE,
    company: { id: 9, name: COMPLETE.company_name, sector: 'trade', employee_count: '11-50', requested_at: '2026-11-20T08:30:00.000Z' },
  });

describe('waiting for approval, then the trial progress', () => {
  it('moves to /onboarding/progress with the trial cookie as soon as the server says so, without a reload', async () => {
    const { state, transport, router, server } = renderOnboarding('/onboarding', { status: pending() });
    expect(await screen.findByRole('heading', { name: mnOnboarding.pending.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding');
    const meCalls = server.called('GET', '/api/me').length;

    // The superadmin approves: the server tells the user's socket.
    state.me = { ...NEWCOMER, is_approved_by_superadmin: true };
    state.status = { ...pending(), state: 'trial_progress' };
    act(() => {
      transport.setStatus('connected').receive({ type: 'permissions.changed' }).flush();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/progress'));
    expect(server.called('GET', '/api/me').length).toBeGreaterThan(meCalls);
    expect(getCookie(TRIAL_ONBOARDING_COOKIE)).toBe('true');
    expect(await screen.findByRole('heading', { name: mnOnboarding.progress.title })).toBeTruthy();
  });

  it('shows a rejection told over the socket, with the wizard open again', async () => {
    const { state, transport } = renderOnboarding('/onboarding', { status: pending() });
    await screen.findByRole('heading', { name: mnOnboarding.pending.title });
    state.status = { ...pending(), state: 'rejected', rejection_reason: 'Нэр тодорхойгүй' };
    act(() => {
      transport.setStatus('connected').receive({ type: 'permissions.changed' }).flush();
    });
    expect(await screen.findByText(mnOnboarding.rejected.title)).toBeTruthy();
    expect(screen.getByText(new RegExp(mnOnboarding.rejected.reason.replace('{{reason}}', 'Нэр тодорхойгүй')))).toBeTruthy();
  });

  it('lists the checklist and finishes: the company is created and the done screen opens', async () => {
    const approved = { ...NEWCOMER, is_approved_by_superadmin: true };
    const { state, server, router } = renderOnboarding('/onboarding/progress', {
      me: approved,
      status: { ...pending(), state: 'trial_progress' },
      handlers: {
        'POST /api/onboarding/finish': () => {
          state.me = { ...approved, company_id: 9, is_owner: true };
          state.status = { ...state.status, state: 'company_created' };
          return json(200, { ok: true, company_id: 9 });
        },
      },
    });
    expect(await screen.findByText(mnOnboarding.progress.agentCreated.replace('{{name}}', COMPLETE.agent_name))).toBeTruthy();
    expect(screen.getByText(mnOnboarding.progress.channelConnected.replace('{{domain}}', COMPLETE.webchat_domain))).toBeTruthy();
    expect(screen.getByText(mnOnboarding.progress.invite)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: mnOnboarding.progress.finish }));
    expect(await screen.findByRole('heading', { name: mnOnboarding.success.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboardingSuccess');
    expect(server.called('POST', '/api/onboarding/finish')).toHaveLength(1);

    // The user has a company now: the console opens.
    fireEvent.click(screen.getByRole('button', { name: mnOnboarding.success.console }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows the website's import into knowledge on the done screen until it ends, failed with the reason", async () => {
    const approved = { ...NEWCOMER, is_approved_by_superadmin: true, company_id: 9, is_owner: true };
    const source = { id: 1, url: 'https://shop.example.mn', agent_name: COMPLETE.agent_name, error: null as string | null };
    let status: 'importing' | 'failed' = 'importing';
    renderOnboarding('/onboardingSuccess', {
      me: approved,
      status: { ...pending(), state: 'company_created' },
      handlers: {
        'GET /api/knowledge/agent-sources': () =>
          json(200, {
            items: [
              status === 'importing'
                ? { ...source, status, pages: { total: 4, done: 1, failed: 0 } }
                : { ...source, status, error: 'err_knowledge_url_refused', pages: { total: 1, done: 0, failed: 1 } },
            ],
          }),
      },
    });
    expect(await screen.findByText(mnCommon.agentSources.status.importing)).toBeTruthy();
    expect(screen.getByText(mnCommon.agentSources.pages.replace('{{total}}', '4').replace('{{done}}', '1'))).toBeTruthy();
    status = 'failed';
    // Asked again every 2 s while importing.
    expect(await screen.findByText(mnCommon.agentSources.status.failed)).toBeTruthy();
    expect(screen.getByText(mnErrors.err_knowledge_url_refused)).toBeTruthy();
  });

  it('offers the plans with a clear way to choose later', async () => {
    const { router } = renderOnboarding('/onboarding/purchase', { status: pending() });
    expect(await screen.findByText(mnOnboarding.purchase.plans.business.name)).toBeTruthy();
    expect(screen.getByText(mnOnboarding.purchase.plans.enterprise.name)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: mnOnboarding.purchase.later }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });
});
