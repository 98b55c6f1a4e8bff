// Which closed_at window the history list asks for (spec §9 filters, or the date-range picker).
import { EMPTY_RANGE, presetRange, type DateRange } from '../../../../contracts/date-range';
import type { DateRangeValue } from '../../../components/date-range-picker';

export const HISTORY_CHIPS = ['today', 'last7d', 'last1m'] as const;
export type HistoryChip = (typeof HISTORY_CHIPS)[number];

export interface HistoryWindow {
  /** The chip in use, or null while the picker's range is the filter. */
  chip: HistoryChip | null;
  /** What the picker shows (and reopens with). */
  picker: DateRangeValue;
  from: Date;
  to: Date;
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const endOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);

/**
 * A chip: 'today' from midnight; the others from the same moment 7 days or 1 month ago, as the
 * picker's presets count (spec §4). All end at the end of today, not at the moment of the click, so
 * a refetch later in the day still shows conversations closed since.
 */
export function chipWindow(chip: HistoryChip, now: Date): HistoryWindow {
  const to = endOfDay(now);
  const from = chip === 'today' ? startOfDay(now) : presetRange(chip, now)!.start!;
  // The picker stays empty: its trigger is not the filter while a chip is.
  return { chip, from, to, picker: { range: EMPTY_RANGE, preset: 'custom' } };
}

/**
 * The picker's range: a preset keeps its exact moments; typed or clicked days are whole days, so
 * the end day is included up to its last millisecond.
 */
export function pickerWindow(value: DateRangeValue & { range: { start: Date; end: Date } }): HistoryWindow {
  const { start, end } = value.range;
  const custom = value.preset === 'custom';
  return { chip: null, picker: value, from: custom ? startOfDay(start) : start, to: custom ? endOfDay(end) : end };
}

export const isComplete = (range: DateRange): range is { start: Date; end: Date } => range.start !== null && range.end !== null;

/** The query's from/to: ISO instants, which the server compares with closed_at inclusively. */
export const windowQuery = (window: HistoryWindow) => ({ from: window.from.toISOString(), to: window.to.toISOString() });
