import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en/billing.json';
import mn from '../../../locales/mn/billing.json';
import mnMenu from '../../../locales/mn/menu.json';
import { i18n } from '../../../src/lib/i18n';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { ADMIN, MANAGER, renderConsole } from '../users/users-fixture';
import { billingServer, invoice, plan, subscription } from './billing-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

const limitRow = (key: string) => document.querySelector<HTMLElement>(`[data-limit="${key}"]`)!;
const heading = () => screen.findByRole('heading', { level: 1, name: mnMenu.settings_items.my_plan }, { timeout: 35_000 });

describe('settings: my plan', { timeout: 60_000 }, () => {
  it('shows the plan, days left, limits with usage, auto-extend with its rules and the additional agents', async () => {
    const state = { subscription: subscription(), invoices: [] };
    renderConsole('/settings/my_plan', { handlers: billingServer(state) });
    await heading();
    expect(screen.getByRole('heading', { level: 2, name: 'Бизнес' })).toBeTruthy();
    expect(screen.getByTestId('days-left').textContent).toBe('12 хоног үлдсэн');
    expect(limitRow('users').textContent).toBe(`${mn.myPlan.limits.users}6 / 10`);
    expect(limitRow('bot_interactions').textContent).toBe(`${mn.myPlan.limits.bot_interactions}321 / 1,000`);
    expect(screen.getByText(mn.autoExtend.ruleOn.replace('{{days}}', '3'))).toBeTruthy();
    expect(screen.getByText(mn.autoExtend.ruleOff)).toBeTruthy();
    expect(screen.getByText(mn.autoExtend.ruleAgents)).toBeTruthy();
    expect(screen.getByText(mn.agents.rule)).toBeTruthy();
    expect(screen.getByRole('button', { name: mn.agents.terminate })).toBeTruthy();
    expect(screen.getByRole('button', { name: mn.myPlan.extend })).toBeTruthy();
  });

  it('raises the limits on screen when the server says billing changed, without a reload', async () => {
    const state = { subscription: subscription(), invoices: [] };
    const { transport, server } = renderConsole('/settings/my_plan', { handlers: billingServer(state) });
    await heading();
    expect(limitRow('users').textContent).toContain('6 / 10');
    state.subscription = subscription({ plan: plan('enterprise'), limits: plan('enterprise').limits });
    const before = server.called('GET', '/api/billing/subscription').length;
    act(() => void transport.setStatus('connected').receive({ type: 'billing.changed', reason: 'invoice', invoice_id: 3 }).flush());
    await waitFor(() => expect(limitRow('users').textContent).toBe(`${mn.myPlan.limits.users}6 / ${mn.myPlan.unlimited}`));
    expect(server.called('GET', '/api/billing/subscription').length).toBeGreaterThan(before);
    expect(screen.getByRole('heading', { level: 2, name: 'Энтерпрайз' })).toBeTruthy();
  });

  it('turns auto-extend off through the server and shows an unpaid invoice with the agents off', async () => {
    const state = { subscription: subscription({ unpaid_invoice_id: 5, virtual_agents_enabled: false }), invoices: [invoice(5)] };
    const { server } = renderConsole('/settings/my_plan', {
      handlers: {
        ...billingServer(state),
        'PUT /api/billing/subscription/auto-extend': async (request) => {
          const body = (await request.json()) as { auto_extend: boolean };
          state.subscription = { ...state.subscription, auto_extend: body.auto_extend };
          return json(200, state.subscription);
        },
      },
    });
    await heading();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(mn.myPlan.agentsOff)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: mn.myPlan.openUnpaid }).getAttribute('href')).toBe('/settings/my_plan/invoice/5');
    const toggle = screen.getByRole('switch');
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false));
    expect(await server.called('PUT', '/api/billing/subscription/auto-extend')[0].json()).toEqual({ auto_extend: false });
  });

  it('lets a manager (plan.view without extend) look but not buy or switch', async () => {
    renderConsole('/settings/my_plan', { me: MANAGER, handlers: billingServer({ subscription: subscription(), invoices: [] }) });
    await heading();
    expect(screen.queryByRole('button', { name: mn.myPlan.extend })).toBeNull();
    expect(screen.queryByRole('button', { name: mn.agents.buy })).toBeNull();
    expect(screen.queryByRole('button', { name: mn.agents.terminate })).toBeNull();
    expect((screen.getByRole('switch') as HTMLInputElement).disabled).toBe(true);
  });

  it('reads in English when English is chosen', async () => {
    await i18n.changeLanguage('en');
    renderConsole('/settings/my_plan', { me: { ...ADMIN, lang: 'en' }, handlers: billingServer({ subscription: subscription({ days_left: 1 }), invoices: [] }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Business' }, { timeout: 35_000 })).toBeTruthy();
    expect(screen.getByTestId('days-left').textContent).toBe('1 day left');
    expect(limitRow('users').textContent).toBe(`${en.myPlan.limits.users}6 / 10`);
    expect(screen.getByText(en.autoExtend.ruleOn.replace('{{days}}', '3'))).toBeTruthy();
    expect(screen.getByRole('button', { name: en.agents.buy })).toBeTruthy();
  });
});
