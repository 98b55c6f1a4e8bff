import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnCompany from '../../../locales/mn/company.json';
import mn from '../../../locales/mn/users.json';
import { COMPANY } from '../company/company-fixture';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { renderConsole, rowOf } from './users-fixture';
// The two screens' lazy chunks, compiled with the file rather than inside the test's time.
import '../../../src/app/layouts/settings-layout';
import '../../../src/features/company/pages/our-company-page';
import '../../../src/features/users/pages/users-settings-page';

beforeEach(resetBrowserState);
afterEach(cleanup);

const company = { 'GET /api/company': () => json(200, COMPANY) };

describe('one users cache for every screen', () => {
  it('a role changed on the users screen shows on the company screen without a reload', async () => {
    const { router, server } = renderConsole('/settings/our_company', { handlers: company });
    const adminLists = () => server.called('GET', '/api/users').filter((request) => new URL(request.url).searchParams.get('role') === 'admin');
    // The owner section offers the one other admin as the next owner.
    fireEvent.click(await screen.findByRole('combobox', { name: mnCompany.owner.newOwner }));
    expect(await screen.findByRole('option', { name: 'Лхагва Ану (admin2@demo.mn)' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Дорж Сараа (manager@demo.mn)' })).toBeNull();

    await act(() => router.navigate('/settings/user'));
    await screen.findByText('manager@demo.mn');
    fireEvent.click(within(rowOf('manager@demo.mn')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: mn.roles.admin }));
    const dialog = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[role="dialog"]');
      if (!found) throw new Error('no dialog yet');
      return found;
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Зөвшөөрөх', hidden: true }));
    await waitFor(() => expect(within(rowOf('manager@demo.mn')).getByRole('combobox').textContent).toBe(mn.roles.admin));

    // Back on the company screen within the query client's 30 s of freshness: the admins are asked
    // again, and the new admin is offered as the next owner.
    const before = adminLists().length;
    await act(() => router.navigate('/settings/our_company'));
    await waitFor(() => expect(adminLists().length).toBeGreaterThan(before));
    fireEvent.click(await screen.findByRole('combobox', { name: mnCompany.owner.newOwner }));
    expect(await screen.findByRole('option', { name: 'Дорж Сараа (manager@demo.mn)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Лхагва Ану (admin2@demo.mn)' })).toBeTruthy();
  });
});
