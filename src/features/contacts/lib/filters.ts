import type { ContactFilter } from '../../../../contracts/contact.schema';

/** The list's filter bar as typed: dates are the `YYYY-MM-DD` of the date inputs. */
export interface FilterState {
  q: string;
  typeId: string;
  special: '' | 'true' | 'false';
  from: string;
  to: string;
}

export const EMPTY_FILTERS: FilterState = { q: '', typeId: '', special: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Start of the local day `from` and end of the local day `to`, as the server's ISO range. */
export function toContactFilter(f: FilterState): ContactFilter {
  const filter: ContactFilter = {};
  if (f.q.trim()) filter.q = f.q.trim();
  if (f.typeId) filter.type_id = Number(f.typeId);
  if (f.special) filter.is_special = f.special;
  if (DAY.test(f.from)) filter.created_from = new Date(`${f.from}T00:00:00`).toISOString();
  if (DAY.test(f.to)) filter.created_to = new Date(`${f.to}T23:59:59.999`).toISOString();
  return filter;
}

export const hasFilters = (f: FilterState) => Object.entries(f).some(([, v]) => v !== '');
