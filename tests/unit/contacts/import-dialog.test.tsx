import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContactImportBody } from '../../../contracts/contact-import.schema';
import mnErrors from '../../../locales/mn/errors.json';
import mn from '../../../locales/mn/contacts.json';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { contactOf, contactsServer, renderContacts } from './contacts-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

const csv = ['Нэр,Утас,И-мэйл,Гутлын размер', 'Болд,99112233,,42', 'Сараа,12345,,38', ',,,', 'Emma,,emma@example.com,39'].join('\r\n');

/** The import dialog once its file input is there (the dialog's body renders after its frame). */
async function importDialog() {
  return waitFor(() => {
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
    if (!input) throw new Error('no file input in a dialog yet');
    return { box: input.closest<HTMLElement>('[role="dialog"]')!, input };
  });
}

async function openImport(handlers: Record<string, (r: Request) => Response | Promise<Response>>) {
  const fake = contactsServer([contactOf(1)]);
  const rendered = renderContacts('/contacts', { handlers: { ...fake.handlers, ...handlers } });
  await screen.findByRole('table', { name: mn.list.tableLabel });
  fireEvent.click(screen.getByRole('button', { name: mn.list.import }));
  const { box, input } = await importDialog();
  fireEvent.change(input, { target: { files: [new File([csv], 'contacts.csv', { type: 'text/csv' })] } });
  await within(box).findByText('contacts.csv: 3 мөр');
  return { ...rendered, dialog: box };
}

describe('import dialog', () => {
  it('maps the columns from the headers, checks, and shows the per-row report with file lines', async () => {
    const { dialog, server } = await openImport({
      'POST /api/contacts/import': async (request) => {
        const body = (await request.json()) as ContactImportBody;
        const errors = body.rows.flatMap((row, i) => (row.phone === '12345' ? [{ row: i + 1, field: 'phone', code: 'err_contact_phone_invalid' }] : []));
        return json(200, { dry_run: true, total: body.rows.length, imported: 0, errors });
      },
    });
    const box = within(dialog);
    const selects = box.getAllByRole('combobox', { hidden: true }) as HTMLSelectElement[];
    expect(selects.map((s) => s.value)).toEqual(['first_name', 'phone', 'email', '']);
    fireEvent.click(box.getByRole('button', { name: mn.import.check, hidden: true }));
    const report = await box.findByRole('table', { name: mn.import.reportLabel, hidden: true });
    const cells = within(report)
      .getAllByRole('cell', { hidden: true })
      .map((c) => c.textContent);
    // Line 3 of the file (header is line 1), the phone, and the rule's message.
    expect(cells).toEqual(['3', mn.fields.phone, mnErrors.err_contact_phone_invalid]);
    expect(box.queryByRole('button', { name: /оруулах$/, hidden: true })).toBeNull();
    const sent = (await server.called('POST', '/api/contacts/import')[0].json()) as ContactImportBody;
    expect(sent).toEqual({
      dry_run: true,
      row_offset: 0,
      rows: [
        { first_name: 'Болд', phone: '99112233' },
        { first_name: 'Сараа', phone: '12345' },
        { first_name: 'Emma', email: 'emma@example.com' },
      ],
    });
  });

  it('imports a clean file in one all-or-nothing request after the check', async () => {
    const bodies: ContactImportBody[] = [];
    const { dialog } = await openImport({
      'POST /api/contacts/import': async (request) => {
        const body = (await request.json()) as ContactImportBody;
        bodies.push(body);
        return json(200, { dry_run: !!body.dry_run, total: body.rows.length, imported: body.dry_run ? 0 : body.rows.length, errors: [] });
      },
    });
    const box = within(dialog);
    fireEvent.click(box.getByRole('button', { name: mn.import.check, hidden: true }));
    await box.findByText('3 мөр бүгд зөв байна.');
    fireEvent.click(box.getByRole('button', { name: '3 харилцагч оруулах', hidden: true }));
    await box.findByText('3 харилцагч орлоо.');
    expect(bodies.map((b) => [b.dry_run, b.rows.length])).toEqual([
      [true, 3],
      [false, 3],
    ]);
  });

  it('refuses a file that is neither CSV nor XLSX', async () => {
    const fake = contactsServer([contactOf(1)]);
    renderContacts('/contacts', { handlers: fake.handlers });
    await screen.findByRole('table', { name: mn.list.tableLabel });
    fireEvent.click(screen.getByRole('button', { name: mn.list.import }));
    const { box, input } = await importDialog();
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.pdf')] } });
    expect(await within(box).findByText(mn.import.unsupported)).toBeTruthy();
  });
});
