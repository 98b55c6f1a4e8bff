import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnErrors from '../../../locales/mn/errors.json';
import mn from '../../../locales/mn/billing.json';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { MANAGER, renderConsole } from '../users/users-fixture';
import { billingServer, invoice, plan, subscription } from './billing-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

const form = () => screen.findByRole('form', { name: mn.purchase.title }, { timeout: 35_000 });
const submit = () => fireEvent.click(screen.getByRole('button', { name: mn.purchase.submit }));

describe('settings: purchase and terms', { timeout: 60_000 }, () => {
  it('shows the terms and refuses without acceptance or with a length the rule refuses, asking the server nothing', async () => {
    const { server } = renderConsole('/settings/my_plan/purchase', { handlers: billingServer({ subscription: subscription(), invoices: [] }) });
    await form();
    for (const term of mn.purchase.terms) expect(screen.getByText(term)).toBeTruthy();
    // Only month and year are offered (spec §5).
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['month', 'year']);
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '0' } });
    submit();
    expect(await screen.findByText(mnErrors.err_plan_extend_month_year)).toBeTruthy();
    expect(screen.getByText(mn.purchase.acceptRequired)).toBeTruthy();
    expect(server.called('POST', '/api/billing/extend')).toHaveLength(0);
  });

  it('extends the current plan by a year and opens the new invoice', async () => {
    const state = { subscription: subscription(), invoices: [] as ReturnType<typeof invoice>[] };
    const { server, router } = renderConsole('/settings/my_plan/purchase', {
      handlers: {
        ...billingServer(state),
        'POST /api/billing/extend': () => {
          const created = invoice(9, { term_unit: 'year', term_count: 1 });
          state.invoices.push(created);
          return json(200, { plan: plan('business'), unit: 'year', count: 1, invoice: created });
        },
      },
    });
    await form();
    fireEvent.click(screen.getByRole('radio', { name: mn.units.year }));
    fireEvent.click(screen.getByRole('checkbox', { name: mn.purchase.accept }));
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/my_plan/invoice/9'));
    expect(await server.called('POST', '/api/billing/extend')[0].json()).toEqual({ unit: 'year', count: 1 });
  });

  it('shows the catalogue refusal on the form when an invoice is still unpaid', async () => {
    renderConsole('/settings/my_plan/purchase', {
      handlers: {
        ...billingServer({ subscription: subscription(), invoices: [] }),
        'POST /api/billing/extend': () => json(409, { code: 'err_invoice_not_paid', message: 'x' }),
      },
    });
    await form();
    fireEvent.click(screen.getByRole('checkbox', { name: mn.purchase.accept }));
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(mnErrors.err_invoice_not_paid);
  });

  it('upgrades when another plan is chosen', async () => {
    const { server } = renderConsole('/settings/my_plan/purchase?plan=enterprise', {
      handlers: {
        ...billingServer({ subscription: subscription(), invoices: [] }),
        'POST /api/billing/upgrade': () => json(200, { plan: plan('enterprise'), unit: 'month', count: 2, invoice: invoice(4) }),
      },
    });
    await form();
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('checkbox', { name: mn.purchase.accept }));
    submit();
    await waitFor(() => expect(server.called('POST', '/api/billing/upgrade')).toHaveLength(1));
    expect(await server.called('POST', '/api/billing/upgrade')[0].json()).toEqual({ plan_code: 'enterprise', unit: 'month', count: 2 });
  });

  it('is refused to a manager without plan.extend, without asking the server', async () => {
    const { server } = renderConsole('/settings/my_plan/purchase', { me: MANAGER, handlers: billingServer({ subscription: subscription(), invoices: [] }) });
    expect(await screen.findByRole('alert', {}, { timeout: 35_000 })).toBeTruthy();
    expect(screen.queryByRole('form', { name: mn.purchase.title })).toBeNull();
    expect(server.called('GET', '/api/billing/plans')).toHaveLength(0);
  });
});
