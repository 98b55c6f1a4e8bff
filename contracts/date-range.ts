import { z } from 'zod';
import type { Locale } from './constants';

/**
 * Pure calendar rules of the date-range picker (spec §4, §5, §9), shared by the picker machine, the
 * console and server-side report filters. Native `Date` in local time, no date library, so the
 * widget bundle that imports contracts stays small. Months are 1–12 everywhere, as people write them.
 */
export const DATE_PRESETS = ['last24h', 'last7d', 'last1m', 'last3m', 'last6m', 'custom'] as const;
export const DatePresetSchema = z.enum(DATE_PRESETS);
export type DatePreset = z.infer<typeof DatePresetSchema>;

export const YEARS_BEFORE = 5;
export const YEARS_AFTER = 50;

export interface DateRange {
  start: Date | null;
  end: Date | null;
}
export const EMPTY_RANGE: DateRange = { start: null, end: null };

/** Month arithmetic that clamps to the month's last day (31 March − 1 month = 28/29 February). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setDate(1);
  result.setMonth(result.getMonth() + months);
  result.setDate(Math.min(date.getDate(), daysInMonth(result.getFullYear(), result.getMonth() + 1)));
  return result;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(year, month, 0).getDate();
}

const PRESET_MONTHS = { last1m: 1, last3m: 3, last6m: 6 } as const;

/** A preset's range ends now; `custom` has none (the user clicks or types one). */
export function presetRange(preset: DatePreset, now: Date): DateRange | null {
  const start = new Date(now);
  switch (preset) {
    case 'last24h':
      start.setTime(now.getTime() - 24 * 60 * 60 * 1000);
      break;
    case 'last7d':
      start.setDate(now.getDate() - 7); // calendar days, so a DST change keeps the time of day
      break;
    case 'last1m':
    case 'last3m':
    case 'last6m':
      return { start: addMonths(now, -PRESET_MONTHS[preset]), end: new Date(now) };
    case 'custom':
      return null;
  }
  return { start, end: new Date(now) };
}

/** Spec §4: first click sets start, second sets end (swapping if earlier), a third starts over. */
export function applyClick(range: DateRange, day: Date): DateRange {
  const anchor = range.start ?? range.end;
  if (anchor === null || (range.start !== null && range.end !== null)) return { start: day, end: null };
  return orderRange(anchor, day);
}

export function orderRange(a: Date, b: Date): DateRange {
  return a.getTime() <= b.getTime() ? { start: a, end: b } : { start: b, end: a };
}

const DATE_TEXT = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** Spec §5: only year-month-day with dashes, 1–2 digit month and day, and a real date. */
export function parseDateText(text: string): Date | null {
  const match = DATE_TEXT.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day); // setFullYear keeps years 0–99 literal; the Date constructor does not
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

export function formatDateText(date: Date | null): string {
  if (date === null) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Spec §9: the year list runs from 5 years before to 50 years after the current year. */
export function yearOptions(now: Date): number[] {
  const first = now.getFullYear() - YEARS_BEFORE;
  return Array.from({ length: YEARS_BEFORE + YEARS_AFTER + 1 }, (_, i) => first + i);
}

export interface CalendarDay {
  date: Date;
  day: number;
  inMonth: boolean;
}

/** Six Monday-first weeks (spec §9) so the calendar never changes height; other months' days flagged. */
export function monthGrid(year: number, month: number): CalendarDay[][] {
  const leading = (new Date(year, month - 1, 1).getDay() + 6) % 7; // Sunday (0) → 6 days before
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const date = new Date(year, month - 1, 1 - leading + week * 7 + weekday);
      return { date, day: date.getDate(), inMonth: date.getMonth() === month - 1 };
    }),
  );
}

const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Spec §9: Mongolian month labels read 'N сар'; English uses the month's name. */
export function monthLabel(month: number, lang: Locale): string {
  return lang === 'mn' ? `${month} сар` : EN_MONTHS[month - 1];
}
