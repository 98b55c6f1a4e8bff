import { describe, expect, it } from 'vitest';
import { formatSpan, secondsBetween } from '../../../src/lib/duration';
import { i18n } from '../../../src/lib/i18n';

const mn = i18n.getFixedT('mn', 'list');
const en = i18n.getFixedT('en', 'list');
const created = '2025-06-01T08:00:00.000Z';
const plus = (seconds: number) => new Date(Date.parse(created) + seconds * 1000).toISOString();

describe('durations between two server times', () => {
  it.each([
    [42, '42 сек', '42s'],
    [5 * 60 + 3, '5 мин 3 сек', '5m 3s'],
    [2 * 3600 + 5 * 60, '2 цаг 5 мин', '2h 5m'],
    [3 * 86_400 + 3600, '3 өдөр 1 цаг', '3d 1h'],
    [29 * 86_400 + 86_399, '29 өдөр 23 цаг 59 мин 59 сек', '29d 23h 59m 59s'],
    // Spec §9: from 30 days on only the days show.
    [30 * 86_400, '30 өдөр', '30 days'],
    [45 * 86_400 + 7 * 3600 + 12, '45 өдөр', '45 days'],
  ])('%i s after the start reads %s / %s', (seconds, inMn, inEn) => {
    expect(secondsBetween(created, plus(seconds))).toBe(seconds);
    expect(formatSpan(created, plus(seconds), mn)).toBe(inMn);
    expect(formatSpan(created, plus(seconds), en)).toBe(inEn);
  });

  it('has no duration while the end has not happened or a time is unreadable', () => {
    expect(formatSpan(created, null, mn)).toBeNull();
    expect(formatSpan(undefined, created, en)).toBeNull();
    expect(secondsBetween(created, 'not a date')).toBeNull();
  });

  it('ignores milliseconds and never goes negative (clocks of two servers)', () => {
    expect(secondsBetween('2025-06-01T08:00:00.900Z', '2025-06-01T08:00:01.100Z')).toBe(0);
    expect(formatSpan(plus(10), created, en)).toBe('0s');
    expect(secondsBetween(new Date(created), Date.parse(created) + 61_000)).toBe(61);
  });
});
