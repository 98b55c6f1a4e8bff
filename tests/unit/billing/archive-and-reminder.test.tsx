import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mn from '../../../locales/mn/billing.json';
import mnMenu from '../../../locales/mn/menu.json';
import { resetBrowserState } from '../console/render-app';
import { MANAGER, renderConsole } from '../users/users-fixture';
import { billingServer, invoice, subscription } from './billing-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

describe('settings: invoice history and the header reminder', { timeout: 60_000 }, () => {
  it('lists past invoices newest first, pages, and opens an invoice', async () => {
    const invoices = Array.from({ length: 25 }, (_, i) => invoice(25 - i, { status: 'activated' }));
    const { server, router } = renderConsole('/settings/my_plan_archive', { handlers: billingServer({ subscription: subscription(), invoices }) });
    const table = await screen.findByRole('table', { name: mn.myPlan.archive }, { timeout: 35_000 });
    expect(screen.getByRole('heading', { level: 1, name: mnMenu.settings_items.my_plan_archive })).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(within(rows[0]).getByRole('link').textContent).toBe('INV-2026-000025');
    expect(within(rows[0]).getByText('355,200 ₮')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Хуудас 2' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: mn.myPlan.archive })).getAllByRole('row')).toHaveLength(6), { timeout: 15_000 });
    expect(server.called('GET', '/api/billing/invoices').some((r) => new URL(r.url).searchParams.get('page') === '2')).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'INV-2026-000001' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/my_plan/invoice/1'), { timeout: 15_000 });
  });

  it('shows admins "pay today" on the last day, and "1 day left" the day before', async () => {
    renderConsole('/settings/our_company', {
      handlers: billingServer({ subscription: subscription({ reminder: 'last_day', days_left: 0, unpaid_invoice_id: 5 }), invoices: [] }),
    });
    expect((await screen.findByTestId('billing-reminder', {}, { timeout: 35_000 })).textContent).toContain(mn.reminder.lastDay);
    cleanup();
    renderConsole('/settings/our_company', { handlers: billingServer({ subscription: subscription({ reminder: 'one_day', days_left: 1 }), invoices: [] }) });
    expect((await screen.findByTestId('billing-reminder', {}, { timeout: 35_000 })).textContent).toContain(mn.reminder.oneDay);
  });

  it('shows no reminder to a manager, and none to an admin on other days', async () => {
    const { server } = renderConsole('/settings/our_company', {
      me: MANAGER,
      handlers: billingServer({ subscription: subscription({ reminder: 'last_day' }), invoices: [] }),
    });
    await screen.findByRole('heading', { level: 1, name: mnMenu.settings_items.our_company }, { timeout: 35_000 });
    expect(screen.queryByTestId('billing-reminder')).toBeNull();
    expect(server.called('GET', '/api/billing/subscription')).toHaveLength(0);
    cleanup();
    const admin = renderConsole('/settings/our_company', { handlers: billingServer({ subscription: subscription(), invoices: [] }) });
    await waitFor(() => expect(admin.server.called('GET', '/api/billing/subscription').length).toBeGreaterThan(0), { timeout: 35_000 });
    expect(screen.queryByTestId('billing-reminder')).toBeNull();
  });
});
