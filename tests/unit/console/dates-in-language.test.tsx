import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnContacts from '../../../locales/mn/contacts.json';
import mnIssues from '../../../locales/mn/issues.json';
import { i18n } from '../../../src/lib/i18n';
import { contactOf, contactsServer, renderContacts } from '../contacts/contacts-fixture';
import { issueOf, issuesServer, renderIssues } from '../issues/issues-fixture';
import { ADMIN, resetBrowserState } from './render-app';

beforeEach(resetBrowserState);
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('mn');
});

// 27 November 2026 16:59 in the machine's own zone, which the console shows.
const created_at = new Date(2026, 10, 27, 16, 59).toISOString();

// The first render of a feature loads its route chunk; on a loaded 2-core machine that takes a while.
describe('a Mongolian console writes dates the Mongolian way', { timeout: 40_000 }, () => {
  it('in the issues list', async () => {
    const fake = issuesServer([issueOf(1, { name: 'Төлбөр давхар', created_at })]);
    renderIssues('/issues', { handlers: fake.handlers });
    const table = await screen.findByRole('table', { name: mnIssues.list.tableLabel }, { timeout: 20_000 });
    expect(within(table).getByText('2026/11/27')).toBeTruthy();
  });

  it('in the contacts list and a contact detail', async () => {
    const fake = contactsServer([contactOf(1, { first_name: 'Болд', created_at })]);
    renderContacts('/contacts', { handlers: fake.handlers });
    const table = await screen.findByRole('table', { name: mnContacts.list.tableLabel }, { timeout: 20_000 });
    expect(within(table).getByText('2026/11/27')).toBeTruthy();
    cleanup();
    renderContacts('/contacts/1', { handlers: fake.handlers });
    expect(await screen.findByText('2026/11/27 16:59', undefined, { timeout: 20_000 })).toBeTruthy();
  });

  it('and an English one the English way, whatever the browser', async () => {
    const fake = contactsServer([contactOf(1, { first_name: 'Болд', created_at })]);
    renderContacts('/contacts/1', { me: { ...ADMIN, lang: 'en' }, handlers: fake.handlers });
    expect(await screen.findByText('27 Nov 2026, 16:59', undefined, { timeout: 20_000 })).toBeTruthy();
  });
});
