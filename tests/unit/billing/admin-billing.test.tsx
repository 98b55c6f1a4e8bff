import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlanBody } from '../../../contracts/billing.schema';
import mnAdmin from '../../../locales/mn/admin.json';
import mn from '../../../locales/mn/billing.json';
import mnErrors from '../../../locales/mn/errors.json';
import { json } from '../console/fake-fetch';
import { ADMIN, renderApp, resetBrowserState } from '../console/render-app';
import { invoice, plan } from './billing-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

const SUPERADMIN = { ...ADMIN, ID: 2, email: 'superadmin@demo.mn', is_superadmin: true };

function renderBillingTab() {
  const plans = [plan('trial'), plan('business'), plan('enterprise')];
  const handlers = {
    'GET /api/admin/companies': () => json(200, { items: [] }),
    'GET /api/feedback': () => json(200, { items: [], total: 0 }),
    'GET /api/admin/plans': () => json(200, { items: plans }),
    'PUT /api/admin/plans/2': async (request: Request) => {
      const body = (await request.json()) as PlanBody;
      plans[1] = { ...plans[1], ...body };
      return json(200, plans[1]);
    },
    'GET /api/admin/exchange-rate': () => json(200, { usd_mnt: 3450, updated_at: null }),
    'POST /api/admin/invoices/5/mark-paid': () => json(200, invoice(5, { status: 'activated', paid_method: 'manual', paid_by: 'Super Admin' })),
    'POST /api/admin/invoices/6/mark-paid': () => json(409, { code: 'err_invoice_state', message: 'x' }),
  };
  return renderApp('/admin?tab=billing', { me: SUPERADMIN, handlers });
}

describe('admin panel: billing', { timeout: 60_000 }, () => {
  it('edits a plan: unlimited users by an empty box, saved through the server', async () => {
    const { server } = renderBillingTab();
    const table = await screen.findByRole('table', { name: mn.admin.plansTitle }, { timeout: 35_000 });
    expect(screen.getByRole('tab', { name: mnAdmin.tabs.billing })).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: `${mn.admin.edit} business` }));
    // The fields are found in the dialog by their labels: the dialog's own Save, not the exchange rate card's.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    fireEvent.change(await within(dialog).findByLabelText(mn.admin.fields.users, {}, { timeout: 15_000 }), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText(new RegExp(mn.admin.fields.price.replace(/[()]/g, '\\$&'))), { target: { value: '300000' } });
    fireEvent.click(within(dialog).getByText(mn.admin.save).closest('button')!);
    await waitFor(() => expect(server.called('PUT', '/api/admin/plans/2')).toHaveLength(1), { timeout: 15_000 });
    const body = (await server.called('PUT', '/api/admin/plans/2')[0].json()) as PlanBody;
    expect(body).toMatchObject({ price: 300000, limits: { users: null, bots: 2 } });
  });

  it('marks an invoice paid by bank transfer after asking, and shows a refusal in the catalogue’s words', async () => {
    const { server } = renderBillingTab();
    const id = await screen.findByRole('textbox', { name: mn.admin.invoiceId }, { timeout: 35_000 });
    fireEvent.change(id, { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: mn.admin.markPaid }));
    fireEvent.click(await screen.findByRole('button', { name: 'Зөвшөөрөх' }, { timeout: 15_000 }));
    expect(await screen.findByText(mnErrors.err_invoice_state, undefined, { timeout: 15_000 })).toBeTruthy();
    fireEvent.change(id, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: mn.admin.markPaid }));
    fireEvent.click(await screen.findByRole('button', { name: 'Зөвшөөрөх' }, { timeout: 15_000 }));
    await waitFor(() => expect(server.called('POST', '/api/admin/invoices/5/mark-paid')).toHaveLength(1), { timeout: 15_000 });
    await waitFor(() => expect((id as HTMLInputElement).value).toBe(''), { timeout: 15_000 });
  });
});
