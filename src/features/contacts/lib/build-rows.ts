import type { ContactImportRow } from '../../../../contracts/contact-import.schema';
import type { ColumnMapping } from './guess-mapping';

/** The file's data rows as import rows: each mapped column's cell under its field; blank rows dropped. */
export function buildRows(rows: string[][], mapping: ColumnMapping): ContactImportRow[] {
  const out: ContactImportRow[] = [];
  for (const cells of rows) {
    if (cells.every((c) => !c || !c.trim())) continue;
    const row: ContactImportRow = {};
    mapping.forEach((field, index) => {
      if (!field) return;
      const cell = (cells[index] ?? '').trim();
      if (cell) row[field] = row[field] ? `${row[field]}; ${cell}` : cell;
    });
    out.push(row);
  }
  return out;
}
