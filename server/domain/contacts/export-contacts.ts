import { PassThrough, type Readable } from 'node:stream';
import Papa from 'papaparse';
import type { Db } from '../../db/client';
import type { Contact, Locale } from '../../../contracts';
import type { ContactActor } from './actor';
import { exportCells, exportHeaders } from './export-columns';
import { contactOrder, contactWhere, type ContactFilterValues } from './list-contacts';
import { selectContacts, toContact } from './to-dto';

const BATCH = 1000;

/** The filtered list, a batch at a time, so a large export never sits in memory whole. */
export async function* contactBatches(db: Db, actor: ContactActor, filter: ContactFilterValues): AsyncGenerator<Contact[]> {
  const where = contactWhere(actor, filter);
  const order = contactOrder(filter);
  for (let offset = 0; ; offset += BATCH) {
    const rows = await selectContacts(db)
      .where(where)
      .orderBy(...order)
      .limit(BATCH)
      .offset(offset);
    if (rows.length) yield rows.map(toContact);
    if (rows.length < BATCH) return;
  }
}

/**
 * Spreadsheet formula injection: a cell starting with '=', '@', or '+'/'-' followed by anything but
 * a number is prefixed with a quote. Phones (+976…) stay as they are, so the file imports back.
 */
const FORMULA = /^(?:[=@\t\r]|[+-](?![\d ()-]+$))/;

function pipe(fill: (out: PassThrough) => Promise<void>): Readable {
  const out = new PassThrough();
  fill(out).then(
    // The xlsx writer ends the stream itself when it commits.
    () => {
      if (!out.writableEnded) out.end();
    },
    (err: Error) => out.destroy(err),
  );
  return out;
}

/** UTF-8 CSV with a byte-order mark, which spreadsheet programs need to read Cyrillic. */
export function contactsCsv(db: Db, actor: ContactActor, filter: ContactFilterValues, lang: Locale, timeZone: string): Readable {
  return pipe(async (out) => {
    out.write(`\ufeff${Papa.unparse([exportHeaders(lang)])}`);
    for await (const batch of contactBatches(db, actor, filter)) {
      out.write(
        `\r\n${Papa.unparse(
          batch.map((c) => exportCells(c, lang, timeZone)),
          { escapeFormulae: FORMULA },
        )}`,
      );
    }
    out.write('\r\n');
  });
}

export function contactsXlsx(db: Db, actor: ContactActor, filter: ContactFilterValues, lang: Locale, timeZone: string): Readable {
  return pipe(async (out) => {
    // Loaded on the first XLSX export: a large package most servers never use (memory, docs/scaling.md).
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Contacts');
    const header = sheet.addRow(exportHeaders(lang));
    header.font = { bold: true };
    header.commit();
    for await (const batch of contactBatches(db, actor, filter)) {
      for (const contact of batch) sheet.addRow(exportCells(contact, lang, timeZone)).commit();
    }
    sheet.commit();
    await workbook.commit();
  });
}
