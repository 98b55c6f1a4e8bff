import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A row a SQL function answered as `to_jsonb(table)` (keys are column names), as drizzle would
 * have answered it from a select: property names and values of the table's columns (timestamps as
 * Dates, and so on).
 */
export function rowOfJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
