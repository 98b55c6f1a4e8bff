import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDuration, formatMessageTime, formatNumber, formatSpan, relativeTime, secondsBetween } from '../../../src/lib/format';
import { i18n } from '../../../src/lib/i18n';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
// Local time, so the expected texts do not depend on the machine's zone.
const at = new Date(2026, 10, 27, 16, 59, 30);
const now = new Date(2025, 2, 1, 9, 30, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);

afterEach(() => i18n.changeLanguage('mn'));

describe('dates in the chosen language', () => {
  it('has one date and one date-time format per language', () => {
    expect([formatDate(at, 'mn'), formatDateTime(at, 'mn')]).toEqual(['2026/11/27', '2026/11/27 16:59']);
    expect([formatDate(at, 'en'), formatDateTime(at, 'en')]).toEqual(['27 Nov 2026', '27 Nov 2026, 16:59']);
    expect(formatDateTime(new Date(2026, 5, 8, 5, 7), 'en')).toBe('8 Jun 2026, 05:07');
  });

  it('follows the language chosen in i18next, whatever the browser says', async () => {
    await i18n.changeLanguage('mn');
    expect(formatDateTime(at)).toBe('2026/11/27 16:59');
    await i18n.changeLanguage('en');
    expect(formatDateTime(at)).toBe('27 Nov 2026, 16:59');
    expect(formatDate(at.toISOString())).toBe('27 Nov 2026');
  });

  it('shows nothing for a missing or unreadable moment', () => {
    expect([formatDate(null, 'mn'), formatDateTime(undefined, 'en'), formatDate('not a date', 'en')]).toEqual(['', '', '']);
  });

  it('shows only the clock for a message of today', () => {
    expect(formatMessageTime(at, new Date(2026, 10, 27, 23, 0), 'en')).toBe('16:59');
    expect(formatMessageTime(at, new Date(2026, 10, 28, 0, 1), 'mn')).toBe('2026/11/27 16:59');
  });

  it('groups numbers by the chosen language', async () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'mn')).toBe(new Intl.NumberFormat('mn-MN').format(1234567.5));
    await i18n.changeLanguage('en');
    expect(formatNumber(300)).toBe('300');
  });
});

describe('relativeTime (spec §9)', () => {
  it.each([
    [0, 'Дөнгөж сая', 'Just now'],
    [59 * SECOND + 999, 'Дөнгөж сая', 'Just now'],
    [MINUTE, '1 минутын өмнө', '1 minute ago'],
    [2 * MINUTE, '2 минутын өмнө', '2 minutes ago'],
    [59 * MINUTE + 59 * SECOND, '59 минутын өмнө', '59 minutes ago'],
    [HOUR, 'Нэг цагийн өмнө', 'An hour ago'],
    [2 * HOUR - 1, 'Нэг цагийн өмнө', 'An hour ago'],
    [2 * HOUR, '2 цагийн өмнө', '2 hours ago'],
    [24 * HOUR - 1, '23 цагийн өмнө', '23 hours ago'],
    // 24 h back from 1 March 09:30 crosses the end of February.
    [24 * HOUR, '2025/02/28', '28 Feb 2025'],
    [400 * 24 * HOUR, '2024/01/26', '26 Jan 2024'],
  ])('%i ms ago reads %s / %s', (elapsed, inMn, inEn) => {
    expect(relativeTime(ago(elapsed), now, 'mn')).toBe(inMn);
    expect(relativeTime(ago(elapsed), now, 'en')).toBe(inEn);
  });

  it('reads a time slightly in the future (clock skew) as just now', () => {
    expect(relativeTime(ago(-5 * MINUTE), now, 'mn')).toBe('Дөнгөж сая');
  });

  it('accepts ISO strings and timestamps as the server sends them', () => {
    expect(relativeTime(ago(5 * MINUTE).toISOString(), now.getTime(), 'mn')).toBe('5 минутын өмнө');
    expect(relativeTime(ago(3 * HOUR).getTime(), now, 'en')).toBe('3 hours ago');
  });
});

describe('formatDuration (spec §9)', () => {
  const DAY = 86_400;
  it.each([
    [0, '0 сек', '0s'],
    [59, '59 сек', '59s'],
    [60, '1 мин', '1m'],
    [61, '1 мин 1 сек', '1m 1s'],
    [3600, '1 цаг', '1h'],
    [3661, '1 цаг 1 мин 1 сек', '1h 1m 1s'],
    [DAY - 1, '23 цаг 59 мин 59 сек', '23h 59m 59s'],
    [DAY, '1 өдөр', '1d'],
    [DAY + 5, '1 өдөр 5 сек', '1d 5s'],
    [30 * DAY - 1, '29 өдөр 23 цаг 59 мин 59 сек', '29d 23h 59m 59s'],
    [30 * DAY, '30 өдөр', '30 days'],
    [31 * DAY - 1, '30 өдөр', '30 days'],
    [400 * DAY + 3661, '400 өдөр', '400 days'],
    [1500 * DAY, `${new Intl.NumberFormat('mn-MN').format(1500)} өдөр`, '1,500 days'],
  ])('%i s reads %s / %s', (seconds, inMn, inEn) => {
    expect(formatDuration(seconds, 'mn')).toBe(inMn);
    expect(formatDuration(seconds, 'en')).toBe(inEn);
  });

  it('drops fractions and treats negatives as zero', () => {
    expect(formatDuration(59.9, 'en')).toBe('59s');
    expect(formatDuration(-10, 'en')).toBe('0s');
  });
});

describe('durations between two server times', () => {
  const created = '2025-06-01T08:00:00.000Z';
  const plus = (seconds: number) => new Date(Date.parse(created) + seconds * 1000).toISOString();

  it.each([
    [42, '42 сек', '42s'],
    [2 * 3600 + 5 * 60, '2 цаг 5 мин', '2h 5m'],
    [45 * 86_400 + 7 * 3600 + 12, '45 өдөр', '45 days'],
  ])('%i s after the start reads %s / %s', (seconds, inMn, inEn) => {
    expect(secondsBetween(created, plus(seconds))).toBe(seconds);
    expect(formatSpan(created, plus(seconds), 'mn')).toBe(inMn);
    expect(formatSpan(created, plus(seconds), 'en')).toBe(inEn);
  });

  it('has no duration while the end has not happened or a time is unreadable', () => {
    expect(formatSpan(created, null, 'mn')).toBeNull();
    expect(formatSpan(undefined, created, 'en')).toBeNull();
    expect(secondsBetween(created, 'not a date')).toBeNull();
  });

  it('ignores milliseconds and never goes negative (clocks of two servers)', () => {
    expect(secondsBetween('2025-06-01T08:00:00.900Z', '2025-06-01T08:00:01.100Z')).toBe(0);
    expect(formatSpan(plus(10), created, 'en')).toBe('0s');
    expect(secondsBetween(new Date(created), Date.parse(created) + 61_000)).toBe(61);
  });
});
