import { describe, expect, it } from 'vitest';
import { addMonths, applyClick, formatDateText, monthGrid, monthLabel, parseDateText, presetRange, yearOptions, type DateRange } from '../../../contracts';

const d = (y: number, m: number, day: number, h = 0, min = 0) => new Date(y, m - 1, day, h, min);

describe('parseDateText (spec §5)', () => {
  it.each(['2025-1-5', '2025-01-05', '2025-12-31', '2024-2-29'])('accepts %s', (text) => {
    expect(parseDateText(text)).not.toBeNull();
  });

  it('returns the calendar date it names, at local midnight', () => {
    expect(parseDateText('2025-3-7')).toEqual(d(2025, 3, 7));
    expect(parseDateText('2024-2-29')).toEqual(d(2024, 2, 29));
  });

  it.each(['2025-2-29', '2025-2-30', '2025-13-1', '2025-0-1', '2025-4-31', '2025/1/1', '2025.1.1', '2025-1-1x', ' 2025-1-1', '25-1-1', '2025-001-01', '2025-1-', ''])(
    'rejects %j',
    (text) => expect(parseDateText(text)).toBeNull(),
  );

  it('formats back as zero-padded YYYY-MM-DD', () => {
    expect(formatDateText(d(2025, 3, 7))).toBe('2025-03-07');
    expect(formatDateText(null)).toBe('');
  });
});

describe('applyClick (spec §4)', () => {
  const empty: DateRange = { start: null, end: null };
  it('first click sets the start', () => {
    expect(applyClick(empty, d(2025, 5, 10))).toEqual({ start: d(2025, 5, 10), end: null });
  });
  it('second click sets the end, swapping when earlier', () => {
    const started = { start: d(2025, 5, 10), end: null };
    expect(applyClick(started, d(2025, 5, 20))).toEqual({ start: d(2025, 5, 10), end: d(2025, 5, 20) });
    expect(applyClick(started, d(2025, 5, 1))).toEqual({ start: d(2025, 5, 1), end: d(2025, 5, 10) });
  });
  it('a click with both set starts a new range', () => {
    expect(applyClick({ start: d(2025, 5, 1), end: d(2025, 5, 9) }, d(2025, 6, 3))).toEqual({ start: d(2025, 6, 3), end: null });
  });
  it('with only an end (typed), the click completes the range', () => {
    expect(applyClick({ start: null, end: d(2025, 5, 9) }, d(2025, 5, 12))).toEqual({ start: d(2025, 5, 9), end: d(2025, 5, 12) });
  });
});

describe('presetRange (spec §4, §9)', () => {
  const now = d(2025, 3, 31, 10, 30);
  it('ends now and starts at the past point', () => {
    expect(presetRange('last24h', now)).toEqual({ start: d(2025, 3, 30, 10, 30), end: now });
    expect(presetRange('last7d', now)).toEqual({ start: d(2025, 3, 24, 10, 30), end: now });
    expect(presetRange('last1m', now)).toEqual({ start: d(2025, 2, 28, 10, 30), end: now });
    expect(presetRange('last3m', now)).toEqual({ start: d(2024, 12, 31, 10, 30), end: now });
    expect(presetRange('last6m', now)).toEqual({ start: d(2024, 9, 30, 10, 30), end: now });
  });
  it('custom has no range of its own', () => {
    expect(presetRange('custom', now)).toBeNull();
  });
  it('month steps clamp to the month end, leap years included', () => {
    expect(addMonths(d(2024, 3, 31), -1)).toEqual(d(2024, 2, 29));
    expect(addMonths(d(2025, 1, 31), 1)).toEqual(d(2025, 2, 28));
  });
  it('does not share Date instances with now', () => {
    const range = presetRange('last7d', now)!;
    expect(range.end).not.toBe(now);
  });
});

describe('yearOptions (spec §9)', () => {
  it('runs from 5 years before to 50 years after the current year', () => {
    const years = yearOptions(d(2025, 6, 15));
    expect(years[0]).toBe(2020);
    expect(years.at(-1)).toBe(2075);
    expect(years).toHaveLength(56);
    expect(years).toContain(2025);
  });
});

describe('monthGrid (spec §9: weeks start on Monday)', () => {
  it('puts the 1st of a Sunday-starting month in the last column, after six days of the previous month', () => {
    const grid = monthGrid(2025, 6); // 1 June 2025 is a Sunday
    expect(grid).toHaveLength(6);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(grid[0][0]).toMatchObject({ date: d(2025, 5, 26), day: 26, inMonth: false });
    expect(grid[0][6]).toMatchObject({ date: d(2025, 6, 1), day: 1, inMonth: true });
    expect(grid.flat().every((cell, i) => cell.date.getDay() === [1, 2, 3, 4, 5, 6, 0][i % 7])).toBe(true);
    expect(grid.flat().filter((c) => c.inMonth)).toHaveLength(30);
    expect(grid[5][6]).toMatchObject({ date: d(2025, 7, 6), inMonth: false });
  });
  it('starts straight on the 1st when the month starts on a Monday', () => {
    expect(monthGrid(2025, 9)[0][0]).toMatchObject({ date: d(2025, 9, 1), inMonth: true });
  });
  it('covers a leap February', () => {
    const days = monthGrid(2024, 2)
      .flat()
      .filter((c) => c.inMonth);
    expect(days.at(-1)?.day).toBe(29);
  });
});

describe('monthLabel (spec §9)', () => {
  it("reads 'N сар' in Mongolian and the month name in English", () => {
    expect(monthLabel(1, 'mn')).toBe('1 сар');
    expect(monthLabel(12, 'mn')).toBe('12 сар');
    expect(monthLabel(3, 'en')).toBe('March');
    expect(monthLabel(12, 'en')).toBe('December');
  });
});
