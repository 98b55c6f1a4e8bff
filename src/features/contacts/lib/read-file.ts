/** A spreadsheet as text: its header row, data rows, and each data row's line in the file. */
export interface SheetData {
  headers: string[];
  rows: string[][];
  /** 1-based line (spreadsheet row) of each data row, so a report points at the right place. */
  lines: number[];
}

export type FileKind = 'csv' | 'xlsx';

export function fileKind(name: string): FileKind | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return null;
}

function toSheet(table: string[][]): SheetData {
  const [header = [], ...body] = table;
  const rows: string[][] = [];
  const lines: number[] = [];
  body.forEach((cells, i) => {
    if (cells.some((c) => c.trim())) {
      rows.push(cells);
      lines.push(i + 2);
    }
  });
  return { headers: header.map((h) => h.trim()), rows, lines };
}

/** CSV through papaparse, loaded only when a file is chosen (the list page stays light). */
export async function readCsv(text: string): Promise<SheetData> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: false });
  return toSheet(parsed.data);
}

/** The first worksheet of an XLSX through exceljs, loaded on demand; each cell as its shown text. */
export async function readXlsx(data: ArrayBuffer): Promise<SheetData> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [], lines: [] };
  const table: string[][] = [];
  const width = sheet.columnCount;
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    table.push(Array.from({ length: width }, (_, c) => row.getCell(c + 1).text ?? ''));
  }
  return toSheet(table);
}

export async function readSheet(file: File): Promise<SheetData> {
  const kind = fileKind(file.name);
  if (kind === 'csv') return readCsv(await file.text());
  if (kind === 'xlsx') return readXlsx(await file.arrayBuffer());
  throw new Error('unsupported file');
}
