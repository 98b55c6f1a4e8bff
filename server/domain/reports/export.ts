import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import Papa from 'papaparse';
import { LOCALES, REPORT_EXPORT_MAX_ROWS, type Drill, type Locale, type ReportSummary } from '../../../contracts';
import { ROOT_DIR } from '../../config';
import type { Db } from '../../db/client';
import { isoInZone } from '../../lib/zoned-time';
import { reportRows } from './list';
import type { ReportFilter } from './scope';
import { reportSummary } from './summary';

type Table = 'by_channel' | 'by_hour' | 'by_day' | 'moods' | 'ratings' | 'tags' | 'agents' | 'interactions';

const COLUMNS: Record<Table, string[]> = {
  by_channel: ['channel_type', 'count'],
  by_hour: ['hour', 'count'],
  by_day: ['day', 'count'],
  moods: ['mood', 'count'],
  ratings: ['rating', 'count'],
  tags: ['name', 'count'],
  agents: ['name', 'handled', 'first_response_avg', 'handle_avg', 'rating_avg', 'online_seconds', 'away_seconds'],
  interactions: ['id', 'channel_type', 'subject', 'owner_name', 'created_at', 'first_response_at', 'closed_at', 'mood', 'rating'],
};

/** The console's own labels (locales/<lang>/reports.json), so a file reads as the screen does. */
const labels = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(join(ROOT_DIR, 'locales', l, 'reports.json'), 'utf8')) as { columns: Record<string, string> }]),
) as Record<Locale, { columns: Record<string, string> }>;

const FORMULA = /^(?:[=@\t\r]|[+-](?![\d ()-]+$))/;
const DATES = new Set(['created_at', 'first_response_at', 'closed_at']);
const BATCH = 1000;

/** One table of the report, a batch of rows at a time (the interactions table pages through SQL). */
async function* tableRows(db: Db, companyId: number, table: Table, f: ReportFilter, drill: Drill, timeZone: string): AsyncGenerator<Record<string, unknown>[]> {
  if (table === 'interactions') {
    for (let offset = 0; offset < REPORT_EXPORT_MAX_ROWS; offset += BATCH) {
      const { items } = await reportRows(db, companyId, f, drill, timeZone, { limit: BATCH, offset });
      if (items.length) yield items;
      if (items.length < BATCH) return;
    }
    return;
  }
  const summary: ReportSummary = await reportSummary(db, companyId, f, timeZone);
  yield summary[table] as unknown as Record<string, unknown>[];
}

const cell = (column: string, value: unknown, timeZone: string): string | number => {
  if (value === null || value === undefined) return '';
  if (DATES.has(column)) return isoInZone(String(value), timeZone);
  if (typeof value === 'number') return Math.round(value * 100) / 100;
  return String(value);
};

function pipe(fill: (out: PassThrough) => Promise<void>): Readable {
  const out = new PassThrough();
  fill(out).then(
    () => {
      if (!out.writableEnded) out.end();
    },
    (err: Error) => out.destroy(err),
  );
  return out;
}

export const reportFilename = (table: Table, format: 'csv' | 'xlsx', timeZone: string, now = new Date()) =>
  `report-${table}-${isoInZone(now, timeZone).slice(0, 10)}.${format}`;

/** A table of the report as UTF-8 CSV (with a byte-order mark for spreadsheet programs) or XLSX, streamed. */
export function reportExport(
  db: Db,
  companyId: number,
  q: { table: Table; format: 'csv' | 'xlsx'; drill: Drill } & ReportFilter,
  lang: Locale,
  timeZone: string,
): Readable {
  const columns = COLUMNS[q.table];
  const headers = columns.map((c) => labels[lang].columns[c] ?? c);
  const rowsOf = (batch: Record<string, unknown>[]) => batch.map((r) => columns.map((c) => cell(c, r[c], timeZone)));
  if (q.format === 'csv') {
    return pipe(async (out) => {
      out.write(`\ufeff${Papa.unparse([headers])}`);
      for await (const batch of tableRows(db, companyId, q.table, q, q.drill, timeZone))
        if (batch.length) out.write(`\r\n${Papa.unparse(rowsOf(batch), { escapeFormulae: FORMULA })}`);
      out.write('\r\n');
    });
  }
  return pipe(async (out) => {
    // Loaded on the first XLSX export: a large package most servers never use (memory, docs/scaling.md).
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(q.table);
    const header = sheet.addRow(headers);
    header.font = { bold: true };
    header.commit();
    for await (const batch of tableRows(db, companyId, q.table, q, q.drill, timeZone)) {
      for (const row of rowsOf(batch)) sheet.addRow(row.map((v) => (typeof v === 'string' && FORMULA.test(v) ? `'${v}` : v))).commit();
    }
    sheet.commit();
    await workbook.commit();
  });
}
