import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { ContactImportBody, ContactImportResult } from '../../../contracts/contact-import.schema';
import { buildRows } from '../../../src/features/contacts/lib/build-rows';
import { guessMapping, mappingUsable } from '../../../src/features/contacts/lib/guess-mapping';
import { fileKind, readCsv, readXlsx } from '../../../src/features/contacts/lib/read-file';
import { CHECK_CHUNK, checkAll, importAll, type ImportProgress } from '../../../src/features/contacts/lib/run-import';

describe('column mapping', () => {
  it('guesses fields from English, Mongolian and our own export headers', () => {
    expect(guessMapping(['First Name', 'Last name', 'E-mail', 'Mobile', 'Company', 'Notes', 'Shoe size'])).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone',
      'company_name',
      'note',
      null,
    ]);
    expect(guessMapping(['Нэр', 'Овог', 'И-мэйл', 'Утас', 'Нэмэлт утаснууд', 'Хаягийн дэлгэрэнгүй', 'Төрөл', 'Онцгой'])).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone',
      'extra_phones',
      'address_detail',
      'type',
      'is_special',
    ]);
    expect(guessMapping(['first_name', 'phone', 'extra_emails'])).toEqual(['first_name', 'phone', 'extra_emails']);
    // A field goes to the first column that names it only.
    expect(guessMapping(['Phone', 'Tel'])).toEqual(['phone', null]);
  });

  it('is usable only with a name column and a phone or e-mail column', () => {
    expect(mappingUsable(['first_name', 'phone'])).toBe(true);
    expect(mappingUsable(['last_name', null, 'email'])).toBe(true);
    expect(mappingUsable(['first_name', 'company_name'])).toBe(false);
    expect(mappingUsable([null, 'phone'])).toBe(false);
  });

  it('builds rows from mapped columns only, trimming cells and leaving blanks out', () => {
    const rows = buildRows(
      [
        [' Болд ', '99112233', 'ignored', ''],
        ['Сараа', '', 'x', 'saraa@mail.mn'],
      ],
      ['first_name', 'phone', null, 'email'],
    );
    expect(rows).toEqual([
      { first_name: 'Болд', phone: '99112233' },
      { first_name: 'Сараа', email: 'saraa@mail.mn' },
    ]);
  });
});

describe('reading files in the browser', () => {
  it('knows CSV and XLSX by name', () => {
    expect(fileKind('a.CSV')).toBe('csv');
    expect(fileKind('b.xlsx')).toBe('xlsx');
    expect(fileKind('c.xls')).toBeNull();
  });

  it('reads CSV with a byte-order mark, quotes and blank lines, keeping each row’s file line', async () => {
    const sheet = await readCsv('\ufeffНэр,Утас,Тэмдэглэл\r\nБолд,99112233,"Сайн, хүн"\r\n\r\nСараа,88112233,\r\n');
    expect(sheet.headers).toEqual(['Нэр', 'Утас', 'Тэмдэглэл']);
    expect(sheet.rows).toEqual([
      ['Болд', '99112233', 'Сайн, хүн'],
      ['Сараа', '88112233', ''],
    ]);
    expect(sheet.lines).toEqual([2, 4]);
  });

  it('reads the first sheet of an XLSX, numbers as their text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Contacts');
    sheet.addRow(['First name', 'Phone', 'Email']);
    sheet.addRow(['Emma', 99112233, 'emma@example.com']);
    sheet.addRow([]);
    sheet.addRow(['Болд', '+97688112233', null]);
    const buffer = await workbook.xlsx.writeBuffer();
    const read = await readXlsx(buffer as ArrayBuffer);
    expect(read.headers).toEqual(['First name', 'Phone', 'Email']);
    expect(read.rows).toEqual([
      ['Emma', '99112233', 'emma@example.com'],
      ['Болд', '+97688112233', ''],
    ]);
    expect(read.lines).toEqual([2, 4]);
  });
});

describe('checking and importing', () => {
  const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => ({ first_name: `Нэр${i}`, email: `n${i}@mail.mn` }));

  it('checks in dry-run chunks with a progress report, numbering rows across chunks', async () => {
    const sent: ContactImportBody[] = [];
    const progress: ImportProgress[] = [];
    const send = async (body: ContactImportBody): Promise<ContactImportResult> => {
      sent.push(body);
      // The server flags the first row of each chunk.
      return { dry_run: true, total: body.rows.length, imported: 0, errors: [{ row: (body.row_offset ?? 0) + 1, field: 'phone', code: 'err_contact_phone_invalid' }] };
    };
    const errors = await checkAll(rowsOf(CHECK_CHUNK * 2 + 10), send, (p) => progress.push(p));
    expect(sent.map((b) => [b.dry_run, b.row_offset, b.rows.length])).toEqual([
      [true, 0, CHECK_CHUNK],
      [true, CHECK_CHUNK, CHECK_CHUNK],
      [true, CHECK_CHUNK * 2, 10],
    ]);
    expect(progress.map((p) => p.done)).toEqual([0, CHECK_CHUNK, CHECK_CHUNK * 2, CHECK_CHUNK * 2 + 10]);
    expect(errors.map((e) => e.row)).toEqual([1, CHECK_CHUNK + 1, CHECK_CHUNK * 2 + 1]);
  });

  it('finds an e-mail repeated in another chunk, which no single dry run can see', async () => {
    const rows = rowsOf(CHECK_CHUNK + 1);
    rows[CHECK_CHUNK] = { first_name: 'Давхар', email: 'N0@mail.mn' };
    const errors = await checkAll(
      rows,
      async (body) => ({ dry_run: true, total: body.rows.length, imported: 0, errors: [] }),
      () => {},
    );
    expect(errors).toEqual([{ row: CHECK_CHUNK + 1, field: 'email', code: 'err_contact_exists' }]);
  });

  it('imports with one request for the whole file, so it is stored whole or not at all', async () => {
    const sent: ContactImportBody[] = [];
    const rows = rowsOf(1200);
    const result = await importAll(
      rows,
      async (body) => {
        sent.push(body);
        return { dry_run: false, total: body.rows.length, imported: body.rows.length, errors: [] };
      },
      () => {},
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ dry_run: false });
    expect(sent[0].rows).toHaveLength(1200);
    expect(result.imported).toBe(1200);
  });
});
