import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../contracts/user.schema';
import mn from '../../../locales/mn/users.json';
import { resetBrowserState } from '../console/render-app';
import { renderConsole } from './users-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

const many = (n: number): User[] =>
  Array.from({ length: n }, (_, i) => ({
    id: 100 + i,
    company_id: 1,
    user_name: `Хэрэглэгч ${i}`,
    first_name: '',
    last_name: '',
    email: `u${i}@demo.mn`,
    phone: '',
    picture: null,
    role: 'agent' as const,
    user_type: 'human' as const,
    status: 'active' as const,
    presence: 'offline' as const,
    is_owner: false,
  }));

/** Rows drawn for users (not the header, not the spacer rows of the virtual list). */
const userRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-user-id'));

describe('users table (issue 22: virtualised)', () => {
  it('a full page of 100 draws only the rows in view, and scrolling brings the later ones', { timeout: 20_000 }, async () => {
    // A view of ten 44 px rows.
    renderConsole('/settings/user', { users: many(100), view: { viewportHeight: 440, itemHeight: 44 } });
    expect(await screen.findByText('u0@demo.mn')).toBeTruthy();
    const table = screen.getByRole('table', { name: mn.tabs.users });
    await waitFor(() => expect(userRows(table).length).toBeLessThan(30));
    expect(userRows(table).length).toBeGreaterThanOrEqual(10);
    expect(within(table).queryByText('u99@demo.mn')).toBeNull();
    // The header stays a real column header row above the drawn rows.
    expect(within(table).getAllByRole('columnheader')[1].textContent).toBe(mn.columns.email);

    const scroller = screen.getByTestId('virtuoso-scroller');
    scroller.scrollTop = 95 * 44;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(within(table).getByText('u99@demo.mn')).toBeTruthy());
    expect(within(table).queryByText('u0@demo.mn')).toBeNull();
    expect(userRows(table).length).toBeLessThan(30);
  });
});
