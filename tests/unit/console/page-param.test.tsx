import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnContacts from '../../../locales/mn/contacts.json';
import mnIssues from '../../../locales/mn/issues.json';
import mnList from '../../../locales/mn/list.json';
import type { User } from '../../../contracts/user.schema';
import { contactOf, contactsServer, renderContacts } from '../contacts/contacts-fixture';
import { issueOf, issuesServer, renderIssues } from '../issues/issues-fixture';
import { renderConsole, seedUsers } from '../users/users-fixture';
import { resetBrowserState } from './render-app';

beforeEach(resetBrowserState);
afterEach(cleanup);

/** Issue 20 §4: the page of a paged list is kept in the address, so a reload or Back returns to it. */
const pageButton = (n: number) => screen.getByRole('button', { name: mnList.pagination.page.replace('{{page}}', String(n)) });
const current = () => screen.getByRole('navigation', { name: mnList.pagination.label }).querySelector('[aria-current="page"]')?.textContent;
const asked = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
/** Every request made so far asked for `params` (StrictMode mounts twice, so there may be two). */
const allAsked = (requests: Request[], params: Record<string, string>) => {
  expect(requests.length).toBeGreaterThan(0);
  for (const r of requests) expect(asked(r)).toMatchObject(params);
};

describe('?page= and ?size= of the paged lists', () => {
  it('contacts open on the page and size of the address; a click is a history entry; a new search goes to page 1', async () => {
    const fake = contactsServer(Array.from({ length: 420 }, (_, i) => contactOf(i + 1)));
    const { server, router } = renderContacts('/contacts?page=3&size=100', { handlers: fake.handlers });
    await screen.findByRole('table', { name: mnContacts.list.tableLabel });
    // The very first request asks for that page: the list never starts over from page 1.
    allAsked(server.called('GET', '/api/contacts'), { page: '3', size: '100' });
    expect(current()).toBe('3');

    fireEvent.click(pageButton(4));
    await waitFor(() => expect(router.state.location.search).toBe('?page=4&size=100'));
    await waitFor(() => expect(asked(server.called('GET', '/api/contacts').at(-1)!)).toMatchObject({ page: '4', size: '100' }));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?page=3&size=100');
    await waitFor(() => expect(current()).toBe('3'));

    fireEvent.change(screen.getByRole('searchbox', { name: mnContacts.list.search }), { target: { value: 'Нэр' } });
    await waitFor(() => expect(router.state.location.search).toBe('?size=100'));
    await waitFor(() => expect(asked(server.called('GET', '/api/contacts').at(-1)!)).toMatchObject({ page: '1', q: 'Нэр' }));
  }, 60_000);

  it('issues open on the page of the address; page 1 leaves the address clean', async () => {
    const fake = issuesServer(Array.from({ length: 130 }, (_, i) => issueOf(i + 1)));
    const { server, router } = renderIssues('/issues?page=2', { handlers: fake.handlers });
    await screen.findByRole('table', { name: mnIssues.list.tableLabel });
    allAsked(server.called('GET', '/api/issues'), { page: '2' });
    expect(current()).toBe('2');
    fireEvent.click(pageButton(1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(current()).toBe('1'));
  }, 40_000);

  // Writing the page is the same hook as above; a click here would draw 100 full rows.
  it('the users table opens on the page of the address', async () => {
    const users: User[] = [
      ...seedUsers(),
      ...Array.from({ length: 100 }, (_, i) => ({ ...seedUsers()[2], id: 100 + i, email: `bulk${i}@demo.mn`, user_name: `Bulk ${i}` })),
    ];
    const { server } = renderConsole('/settings/user?page=2', { users });
    await screen.findByText('bulk99@demo.mn', undefined, { timeout: 10_000 });
    allAsked(
      server.called('GET', '/api/users').filter((r) => asked(r).user_type === 'human'),
      { page: '2', size: '100' },
    );
    expect(current()).toBe('2');
  }, 40_000);
});
