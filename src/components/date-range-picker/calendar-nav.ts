// Pure date steps of the calendar: which month is shown and where the keyboard moves the focus.
import { addMonths, type DateRange } from '../../../contracts/date-range';

export interface MonthView {
  year: number;
  /** 1–12 */
  month: number;
}

export const viewOf = (date: Date): MonthView => ({ year: date.getFullYear(), month: date.getMonth() + 1 });

export const shiftView = ({ year, month }: MonthView, by: number): MonthView => viewOf(new Date(year, month - 1 + by, 1));

export const sameDay = (a: Date | null, b: Date | null): boolean =>
  !!a && !!b && a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

const dayNumber = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());

/** Inclusive, by calendar day (a preset's start carries a time of day). */
export function inRange(day: Date, { start, end }: DateRange): boolean {
  if (!start || !end) return false;
  const n = dayNumber(day);
  return n >= dayNumber(start) && n <= dayNumber(end);
}

export const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/**
 * The day the grid's arrow keys move to (the WAI-ARIA date-grid pattern): arrows by a day or a
 * week, Home/End to the week's Monday/Sunday, PageUp/PageDown by a month. Null for other keys.
 */
export function moveFocus(date: Date, key: string): Date | null {
  const day = (by: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + by);
  const weekday = (date.getDay() + 6) % 7; // Monday 0 … Sunday 6
  switch (key) {
    case 'ArrowLeft':
      return day(-1);
    case 'ArrowRight':
      return day(1);
    case 'ArrowUp':
      return day(-7);
    case 'ArrowDown':
      return day(7);
    case 'Home':
      return day(-weekday);
    case 'End':
      return day(6 - weekday);
    case 'PageUp':
      return addMonths(startOfDay(date), -1);
    case 'PageDown':
      return addMonths(startOfDay(date), 1);
    default:
      return null;
  }
}
