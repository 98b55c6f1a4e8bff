import type { DatePreset, DateRange } from '../../../../contracts/date-range';
import type { IssueFilter, IssueViewFilters } from '../../../../contracts/issue.schema';

/** The filter bar as chosen: selects hold ids as text ('' = any), the dates are the picker's range. */
export interface FilterState {
  q: string;
  status: string;
  priority: string;
  assigneeId: string;
  typeId: string;
  tagId: string;
  channelId: string;
  range: DateRange;
  preset: DatePreset;
}

export const EMPTY_FILTERS: FilterState = {
  q: '',
  status: '',
  priority: '',
  assigneeId: '',
  typeId: '',
  tagId: '',
  channelId: '',
  range: { start: null, end: null },
  preset: 'custom',
};

const num = (v: string) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** The server's query for these filters: only what is chosen; a range only when both ends are. */
export function toIssueFilter(f: FilterState): IssueFilter {
  const out: IssueFilter = {};
  if (f.q.trim()) out.q = f.q.trim();
  if (f.status) out.status = f.status as IssueFilter['status'];
  if (f.priority) out.priority = f.priority as IssueFilter['priority'];
  const ids = { assignee_id: num(f.assigneeId), type_id: num(f.typeId), tag_id: num(f.tagId), channel_id: num(f.channelId) };
  for (const [key, value] of Object.entries(ids)) if (value !== undefined) out[key as keyof typeof ids] = value;
  if (f.range.start && f.range.end) {
    out.created_from = f.range.start.toISOString();
    out.created_to = f.range.end.toISOString();
  }
  return out;
}

/** What a saved view keeps (the same query the list sends). */
export const toViewFilters = (f: FilterState): IssueViewFilters => toIssueFilter(f) as IssueViewFilters;

/** A saved view back in the filter bar. */
export function fromViewFilters(v: IssueViewFilters): FilterState {
  const text = (n: number | undefined) => (n === undefined ? '' : String(n));
  const start = v.created_from ? new Date(v.created_from) : null;
  const end = v.created_to ? new Date(v.created_to) : null;
  return {
    q: v.q ?? '',
    status: v.status ?? '',
    priority: v.priority ?? '',
    assigneeId: text(v.assignee_id),
    typeId: text(v.type_id),
    tagId: text(v.tag_id),
    channelId: text(v.channel_id),
    range: start && end ? { start, end } : { start: null, end: null },
    preset: 'custom',
  };
}

export const hasFilters = (f: FilterState) => Object.keys(toIssueFilter(f)).length > 0;
