import type { DatePreset, DateRange } from '../../../../contracts/date-range';
import type { ContactFilter } from '../../../../contracts/contact.schema';

/** The list's filter bar as chosen: the created range is the shared date-range picker's. */
export interface FilterState {
  q: string;
  typeId: string;
  special: '' | 'true' | 'false';
  range: DateRange;
  preset: DatePreset;
}

export const EMPTY_FILTERS: FilterState = { q: '', typeId: '', special: '', range: { start: null, end: null }, preset: 'custom' };

/** The end of a custom range is a whole day: the filter reaches its last millisecond. */
function endOf(range: DateRange, preset: DatePreset): Date {
  const end = new Date(range.end!);
  if (preset === 'custom') end.setHours(23, 59, 59, 999);
  return end;
}

/** The server's query: only what is chosen; the range only when both ends are. */
export function toContactFilter(f: FilterState): ContactFilter {
  const filter: ContactFilter = {};
  if (f.q.trim()) filter.q = f.q.trim();
  if (f.typeId) filter.type_id = Number(f.typeId);
  if (f.special) filter.is_special = f.special;
  if (f.range.start && f.range.end) {
    filter.created_from = f.range.start.toISOString();
    filter.created_to = endOf(f.range, f.preset).toISOString();
  }
  return filter;
}

export const hasFilters = (f: FilterState) => f.q !== '' || f.typeId !== '' || f.special !== '' || f.range.start !== null || f.range.end !== null;
