import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnIssues from '../../../locales/mn/issues.json';
import mnErrors from '../../../locales/mn/errors.json';
import mnList from '../../../locales/mn/list.json';
import mn from '../../../locales/mn/contacts.json';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { contactOf, contactsServer, meAs, renderContacts } from './contacts-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

const many = (n: number) => Array.from({ length: n }, (_, i) => contactOf(i + 1));
const dialog = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!found) throw new Error('no dialog yet');
    return found;
  });

describe('contacts list', () => {
  it('shows the columns of a server page and pages on the server', async () => {
    const fake = contactsServer(many(120));
    const { server } = renderContacts('/contacts', { handlers: fake.handlers });
    const table = await screen.findByRole('table', { name: mn.list.tableLabel });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['', mn.columns.name, mn.columns.phone, mn.columns.email, mn.columns.type, mn.columns.company, mn.columns.created, mn.columns.creator]);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 50);
    expect(screen.getByText('120 харилцагч')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: mnList.pagination.page.replace('{{page}}', '3') }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: mn.list.tableLabel })).getAllByRole('row')).toHaveLength(1 + 20));
    const last = server.called('GET', '/api/contacts').at(-1)!;
    expect(new URL(last.url).searchParams.get('page')).toBe('3');
    expect(new URL(last.url).searchParams.get('size')).toBe('50');
  });

  it('a page larger than 100 rows is drawn through the virtual list', async () => {
    const fake = contactsServer(many(150));
    renderContacts('/contacts', { handlers: fake.handlers });
    await screen.findByRole('table', { name: mn.list.tableLabel });
    fireEvent.change(screen.getByRole('combobox', { name: mn.list.pageSize }), { target: { value: '200' } });
    // Under a loaded machine the 150-row page takes longer than 5 s to arrive and render here.
    const list = await screen.findByRole('list', { name: mn.list.tableLabel }, { timeout: 15_000 });
    expect(screen.queryByRole('table', { name: mn.list.tableLabel })).toBeNull();
    const rows = within(list).getAllByRole('listitem');
    // Only the rows in view (plus overscan) are in the page, each telling its place among all 150.
    expect(rows.length).toBeLessThan(40);
    expect(rows[0].getAttribute('aria-setsize')).toBe('150');
  });

  it('searches on the server after the user pauses typing', async () => {
    const fake = contactsServer([contactOf(1, { first_name: 'Болд' }), contactOf(2, { first_name: 'Сараа' })]);
    const { server } = renderContacts('/contacts', { handlers: fake.handlers });
    await screen.findByText('Бат Болд');
    fireEvent.change(screen.getByRole('searchbox', { name: mn.list.search }), { target: { value: 'сараа' } });
    await waitFor(() => expect(screen.queryByText('Бат Болд')).toBeNull());
    expect(screen.getByText('Бат Сараа')).toBeTruthy();
    const searched = server.called('GET', '/api/contacts').map((r) => new URL(r.url).searchParams.get('q'));
    // One request for the final text, none for each keystroke.
    expect(searched.filter((q) => q === 'сараа').length).toBeGreaterThan(0);
    expect(searched.filter((q) => q && q !== 'сараа')).toEqual([]);
  });

  it('shows each action only with its permission', async () => {
    const fake = contactsServer(many(2));
    renderContacts('/contacts', { me: meAs('agent'), handlers: fake.handlers });
    await screen.findByRole('table', { name: mn.list.tableLabel });
    expect(screen.getByRole('button', { name: mn.list.add })).toBeTruthy();
    expect(screen.queryByRole('button', { name: mn.list.import })).toBeNull();
    expect(screen.queryByRole('button', { name: mn.list.export })).toBeNull();
    cleanup();
    renderContacts('/contacts', { me: meAs('guest'), handlers: contactsServer(many(2)).handlers });
    await screen.findByRole('table', { name: mn.list.tableLabel });
    expect(screen.queryByRole('button', { name: mn.list.add })).toBeNull();
    expect(screen.queryByRole('button', { name: mn.list.merge })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});

describe('contact form', () => {
  it('shows every rule’s message, and sends a valid contact', async () => {
    const fake = contactsServer(many(1));
    const { server } = renderContacts('/contacts', { handlers: fake.handlers });
    await screen.findByRole('table', { name: mn.list.tableLabel });
    fireEvent.click(screen.getByRole('button', { name: mn.list.add }));
    const form = within(await dialog());
    fireEvent.click(form.getByRole('button', { name: mn.form.save, hidden: true }));
    // The rules run through react-hook-form's resolver, which answers on a later tick.
    expect(await form.findByText(mnErrors.err_contact_name_empty)).toBeTruthy();
    expect(form.getAllByText(mnErrors.err_contact_phone_or_email)).toHaveLength(2);
    const input = (label: string) => form.getByLabelText(label, { selector: 'input, textarea' });
    fireEvent.change(input(mn.fields.first_name), { target: { value: 'Б' } });
    fireEvent.change(input(mn.fields.phone), { target: { value: '12345' } });
    fireEvent.change(input(mn.fields.note), { target: { value: 'н'.repeat(1001) } });
    expect(await form.findByText('Нэр хэт богино байна (хамгийн багадаа 2 тэмдэгт).')).toBeTruthy();
    expect(await form.findByText(mnErrors.err_contact_phone_invalid)).toBeTruthy();
    // A phone is there now: the e-mail's 'phone or e-mail' message goes too, though the e-mail was not touched.
    await waitFor(() => expect(form.queryAllByText(mnErrors.err_contact_phone_or_email)).toHaveLength(0));
    expect(await form.findByText('Тэмдэглэл хэт урт байна (хамгийн ихдээ 1000 тэмдэгт).')).toBeTruthy();
    expect(await form.findByText('1001 / 1000')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: mn.form.save, hidden: true }));
    expect(server.called('POST', '/api/contacts')).toHaveLength(0);

    fireEvent.change(input(mn.fields.first_name), { target: { value: 'Болд' } });
    fireEvent.change(input(mn.fields.phone), { target: { value: '99112233' } });
    fireEvent.change(input(mn.fields.note), { target: { value: 'Оройн цагаар' } });
    expect(await form.findByText(`0 / 500`)).toBeTruthy();
    await waitFor(() => expect(form.queryByText(mnErrors.err_contact_phone_invalid)).toBeNull());
    fireEvent.click(form.getByRole('button', { name: mn.form.save, hidden: true }));
    await waitFor(() => expect(server.called('POST', '/api/contacts')).toHaveLength(1));
    expect(await server.called('POST', '/api/contacts')[0].json()).toMatchObject({ first_name: 'Болд', phone: '99112233', note: 'Оройн цагаар', social_accounts: [] });
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  });

  it('a duplicate refused by the server is shown on its field', async () => {
    const fake = contactsServer(many(1));
    fake.handlers['POST /api/contacts'] = () => json(409, { code: 'err_contact_exists', message: 'x', field: 'phone' });
    renderContacts('/contacts', { handlers: fake.handlers });
    await screen.findByRole('table', { name: mn.list.tableLabel });
    fireEvent.click(screen.getByRole('button', { name: mn.list.add }));
    const form = within(await dialog());
    fireEvent.change(form.getByLabelText(mn.fields.first_name, { selector: 'input' }), { target: { value: 'Болд' } });
    fireEvent.change(form.getByLabelText(mn.fields.phone, { selector: 'input' }), { target: { value: '99112233' } });
    fireEvent.click(form.getByRole('button', { name: mn.form.save, hidden: true }));
    await form.findByText(mnErrors.err_contact_exists);
    // On the phone field (the one the server named), not on the e-mail.
    expect(form.getByLabelText(mn.fields.phone, { selector: 'input' }).getAttribute('aria-invalid')).toBe('true');
    expect(form.getByLabelText(mn.fields.email, { selector: 'input' }).getAttribute('aria-invalid')).not.toBe('true');
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  });
});

describe('merge', () => {
  it('merges the two selected contacts into the one chosen to keep', async () => {
    const fake = contactsServer([contactOf(1, { first_name: 'Болд' }), contactOf(2, { first_name: 'Болдоо' }), contactOf(3)]);
    const { server } = renderContacts('/contacts', { handlers: fake.handlers });
    await screen.findByText('Бат Болд');
    const merge = screen.getByRole('button', { name: mn.list.merge });
    expect(merge.hasAttribute('disabled') || merge.getAttribute('aria-disabled') === 'true').toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Бат Болд-г сонгох' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Бат Болдоо-г сонгох' }));
    fireEvent.click(merge);
    const box = within(await dialog());
    fireEvent.click(box.getByRole('radio', { name: /Бат Болдоо/, hidden: true }));
    fireEvent.click(box.getByRole('button', { name: mn.merge.confirm, hidden: true }));
    await waitFor(() => expect(server.called('POST', '/api/contacts/merge')).toHaveLength(1));
    expect(await server.called('POST', '/api/contacts/merge')[0].json()).toEqual({ keep_id: 2, merge_id: 1 });
    await waitFor(() => expect(screen.queryByText('Бат Болд')).toBeNull());
  });

  it('keeps the selection across searches: two contacts found by two searches can be merged', async () => {
    const fake = contactsServer([contactOf(1, { first_name: 'Сараа' }), contactOf(2, { first_name: 'Saraa' }), contactOf(3, { first_name: 'Дорж' })]);
    const { server } = renderContacts('/contacts', { handlers: fake.handlers });
    await screen.findByText('Бат Сараа');
    const search = screen.getByRole('searchbox', { name: mn.list.search });
    fireEvent.change(search, { target: { value: 'сараа' } });
    await waitFor(() => expect(screen.queryByText('Бат Дорж')).toBeNull());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Бат Сараа-г сонгох' }));
    fireEvent.change(search, { target: { value: 'saraa' } });
    await waitFor(() => expect(screen.queryByText('Бат Сараа')).toBeNull());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Бат Saraa-г сонгох' }));

    const merge = screen.getByRole('button', { name: mn.list.merge });
    expect(merge.hasAttribute('disabled') || merge.getAttribute('aria-disabled') === 'true').toBe(false);
    fireEvent.click(merge);
    const box = within(await dialog());
    fireEvent.click(box.getByRole('radio', { name: /Бат Saraa/, hidden: true }));
    fireEvent.click(box.getByRole('button', { name: mn.merge.confirm, hidden: true }));
    await waitFor(() => expect(server.called('POST', '/api/contacts/merge')).toHaveLength(1));
    expect(await server.called('POST', '/api/contacts/merge')[0].json()).toEqual({ keep_id: 2, merge_id: 1 });
  });
});

describe('contact detail', () => {
  it('shows the fields and interactions with their links, and a refused delete translated', async () => {
    const fake = contactsServer([contactOf(7, { first_name: 'Ганаа', note: 'Чухал', company_name: 'Говь ХК' })]);
    fake.details.set(7, {
      interactions: [
        { id: 31, subject: 'Захиалга', status: 'open', created_at: '2025-03-02T04:00:00.000Z' },
        { id: 12, subject: 'Төлбөр', status: 'closed', created_at: '2025-02-02T04:00:00.000Z' },
      ],
    });
    fake.handlers['DELETE /api/contacts/7'] = () => json(409, { code: 'err_contact_delete_open', message: 'x' });
    renderContacts('/contacts/7', { handlers: fake.handlers });
    expect(await screen.findByRole('heading', { name: 'Бат Ганаа' })).toBeTruthy();
    expect(screen.getByText('Говь ХК')).toBeTruthy();
    expect(screen.getByText(mn.detail.noIssues)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Захиалга' }).getAttribute('href')).toBe('/interacts/live/conversation/31');
    expect(screen.getByRole('link', { name: 'Төлбөр' }).getAttribute('href')).toBe('/interacts/hist?id=12');

    fireEvent.click(screen.getByRole('button', { name: mn.detail.delete }));
    const box = within(await dialog());
    fireEvent.click(box.getByRole('button', { name: 'Зөвшөөрөх', hidden: true }));
    expect(await box.findByText(mnErrors.err_contact_delete_open)).toBeTruthy();
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it('lists the contact’s issues with their status, each opening the issue', async () => {
    const fake = contactsServer([contactOf(7, { first_name: 'Ганаа' })]);
    fake.details.set(7, {
      issues: [
        { id: 41, name: 'Хүргэлт хоцорсон', status: 'in_progress', created_at: '2025-03-02T04:00:00.000Z' },
        { id: 40, name: 'Буцаалт', status: 'closed', created_at: '2025-02-02T04:00:00.000Z' },
      ],
    });
    renderContacts('/contacts/7', { handlers: fake.handlers });
    expect(await screen.findByRole('heading', { name: 'Бат Ганаа' })).toBeTruthy();
    const open = screen.getByRole('link', { name: 'Хүргэлт хоцорсон' });
    expect(open.getAttribute('href')).toBe('/issues?issue=41');
    expect(open.closest('li')!.textContent).toContain(mnIssues.status.in_progress);
    expect(screen.getByRole('link', { name: 'Буцаалт' }).closest('li')!.textContent).toContain(mnIssues.status.closed);
  });

  it('an unknown contact shows the empty state', async () => {
    renderContacts('/contacts/999', {
      handlers: { ...contactsServer([]).handlers, 'GET /api/contacts/999': () => json(404, { code: 'err_contact_not_found', message: 'x' }) },
    });
    expect(await screen.findByText('Мэдээлэл одсонгүй!')).toBeTruthy();
  });
});

describe('contacts filters: the created range', () => {
  it('is the shared picker; a date typed key by key applies only when complete, and the end day counts whole', async () => {
    const fake = contactsServer(many(3));
    const { server } = renderContacts('/contacts', { handlers: fake.handlers });
    await screen.findByRole('table', { name: mn.list.tableLabel });
    expect(document.querySelector('input[type="date"], input[type="datetime-local"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: mn.filters.created }));
    const picker = await screen.findByRole('dialog');
    const start = within(picker).getByRole('textbox', { name: mnList.dateRange.start });
    const end = within(picker).getByRole('textbox', { name: mnList.dateRange.end });
    fireEvent.change(start, { target: { value: '2026-11-03' } });
    fireEvent.blur(start);
    // Typing the end passes through "2026-11-2", earlier than the start: it must not become the range.
    const typed = '2026-11-27';
    for (let i = 1; i <= typed.length; i++) fireEvent.change(end, { target: { value: typed.slice(0, i) } });
    fireEvent.keyDown(end, { key: 'Enter' });
    expect([(start as HTMLInputElement).value, (end as HTMLInputElement).value]).toEqual(['2026-11-03', '2026-11-27']);
    fireEvent.click(within(picker).getByRole('button', { name: mnList.dateRange.save }));
    await waitFor(() => {
      const params = new URL(server.called('GET', '/api/contacts').at(-1)!.url).searchParams;
      expect(params.get('created_from')).toBe(new Date(2026, 10, 3).toISOString());
      expect(params.get('created_to')).toBe(new Date(2026, 10, 27, 23, 59, 59, 999).toISOString());
    });
  });
});
