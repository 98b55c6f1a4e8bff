import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/lib/i18n';
import { formatDuration, relativeTime } from '../../../src/lib/relative-time';

const mn = i18n.getFixedT('mn', 'list');
const en = i18n.getFixedT('en', 'list');

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
// Local time, so the expected dates do not depend on the machine's zone.
const now = new Date(2025, 2, 1, 9, 30, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTime', () => {
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
    [24 * HOUR, '2025/02/28', '2025/02/28'],
    [400 * 24 * HOUR, '2024/01/26', '2024/01/26'],
  ])('%i ms ago reads %s / %s', (elapsed, inMn, inEn) => {
    expect(relativeTime(ago(elapsed), now, mn)).toBe(inMn);
    expect(relativeTime(ago(elapsed), now, en)).toBe(inEn);
  });

  it('reads a time slightly in the future (clock skew) as just now', () => {
    expect(relativeTime(ago(-5 * MINUTE), now, mn)).toBe('Дөнгөж сая');
  });

  it('accepts ISO strings and timestamps as the server sends them', () => {
    expect(relativeTime(ago(5 * MINUTE).toISOString(), now.getTime(), mn)).toBe('5 минутын өмнө');
    expect(relativeTime(ago(3 * HOUR).getTime(), now, en)).toBe('3 hours ago');
  });
});

describe('formatDuration', () => {
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
  ])('%i s reads %s / %s', (seconds, inMn, inEn) => {
    expect(formatDuration(seconds, mn)).toBe(inMn);
    expect(formatDuration(seconds, en)).toBe(inEn);
  });

  it('drops fractions and treats negatives as zero', () => {
    expect(formatDuration(59.9, en)).toBe('59s');
    expect(formatDuration(-10, en)).toBe('0s');
  });
});
