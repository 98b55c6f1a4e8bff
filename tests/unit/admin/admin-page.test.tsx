import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingCompany } from '../../../contracts/onboarding.schema';
import mnAdmin from '../../../locales/mn/admin.json';
import mnCommon from '../../../locales/mn/common.json';
import mnMenu from '../../../locales/mn/menu.json';
import mnOnboarding from '../../../locales/mn/onboarding.json';
import { json } from '../console/fake-fetch';
import { ADMIN, renderApp, resetBrowserState } from '../console/render-app';

beforeEach(resetBrowserState);
afterEach(cleanup);

const SUPERADMIN = { ...ADMIN, ID: 2, email: 'superadmin@demo.mn', is_superadmin: true };

const waiting = (): PendingCompany[] => [
  {
    id: 11,
    name: 'Pending Trade LLC',
    sector: 'trade',
    employee_count: '11-50',
    requested_at: '2026-11-20T08:30:00.000Z',
    requested_by: { id: 5, name: 'Ану Мөнх', email: 'pending@demo.mn' },
  },
  {
    id: 12,
    name: 'Номин Аялал',
    sector: 'travel',
    employee_count: '1-10',
    requested_at: '2026-11-21T09:00:00.000Z',
    requested_by: { id: 6, name: 'Шинэ Хэрэглэгч', email: 'newcomer@demo.mn' },
  },
];

/** The admin panel over a fake server whose list shrinks as companies are decided. */
function renderAdmin(me = SUPERADMIN) {
  let items = waiting();
  const decided: { id: number; action: string; body?: unknown }[] = [];
  const decide = (action: string) => async (request: Request) => {
    const id = Number(new URL(request.url).pathname.split('/')[4]);
    decided.push({ id, action, body: request.headers.get('content-type')?.includes('json') ? await request.json() : undefined });
    items = items.filter((c) => c.id !== id);
    return json(200, { ok: true });
  };
  const handlers = {
    'GET /api/admin/companies': () => json(200, { items }),
    'POST /api/admin/companies/11/approve': decide('approve'),
    'POST /api/admin/companies/12/approve': decide('approve'),
    'POST /api/admin/companies/11/reject': decide('reject'),
    'POST /api/admin/companies/12/reject': decide('reject'),
  };
  // Fluent's dialog measures itself with a ResizeObserver, which jsdom lacks.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  return { ...renderApp('/admin', { me, handlers }), decided };
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('the admin panel', () => {
  it('lists companies waiting for approval with translated sector, size, requester and time', async () => {
    renderAdmin();
    expect(await screen.findByText('Pending Trade LLC')).toBeTruthy();
    const row = within(rowOf('Pending Trade LLC'));
    expect(row.getByText(mnOnboarding.sectors.trade)).toBeTruthy();
    expect(row.getByText('11-50')).toBeTruthy();
    expect(row.getByText('Ану Мөнх (pending@demo.mn)')).toBeTruthy();
    expect(row.getByText(/^2026\/11\/20/)).toBeTruthy();
    // The menu shows the Admin panel entry to a superadmin.
    const nav = screen.getByRole('navigation', { name: mnCommon.header.mainMenu });
    expect(within(nav).getByRole('link', { name: mnMenu.admin })).toBeTruthy();
  });

  it('approves a company: it leaves the list', async () => {
    const { decided } = renderAdmin();
    await screen.findByText('Pending Trade LLC');
    fireEvent.click(within(rowOf('Pending Trade LLC')).getByRole('button', { name: mnAdmin.approve }));
    await waitFor(() => expect(screen.queryByText('Pending Trade LLC')).toBeNull());
    expect(decided).toEqual([{ id: 11, action: 'approve', body: undefined }]);
    expect(screen.getByText('Номин Аялал')).toBeTruthy();
  });

  it('rejects only with a reason', async () => {
    const { decided } = renderAdmin();
    await screen.findByText('Номин Аялал');
    fireEvent.click(within(rowOf('Номин Аялал')).getByRole('button', { name: mnAdmin.reject }));
    // In jsdom, Fluent's focus manager sometimes leaves an open dialog aria-hidden (a keyboard user's
    // Tab would focus it again); the queries look inside it regardless.
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const confirm = () => within(dialog).getByRole('button', { name: mnAdmin.rejectDialog.confirm, hidden: true });
    fireEvent.click(confirm());
    expect(await within(dialog).findByText(mnCommon.validation.required)).toBeTruthy();
    expect(decided).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { hidden: true }), { target: { value: 'Мэдээлэл дутуу' } });
    fireEvent.click(confirm());
    await waitFor(() => expect(screen.queryByText('Номин Аялал')).toBeNull());
    expect(decided).toEqual([{ id: 12, action: 'reject', body: { reason: 'Мэдээлэл дутуу' } }]);
  });

  it('is closed to anyone but a superadmin, who never asks the server for the list', async () => {
    const { server } = renderAdmin(ADMIN);
    expect(await screen.findByText(mnAdmin.notAllowed)).toBeTruthy();
    expect(server.called('GET', '/api/admin/companies')).toHaveLength(0);
    const nav = screen.getByRole('navigation', { name: mnCommon.header.mainMenu });
    expect(within(nav).queryByRole('link', { name: mnMenu.admin })).toBeNull();
  });
});
