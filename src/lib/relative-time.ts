// "How long ago" and "how long" texts of lists and conversations (spec §9), pure for boundary tests.
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * under 1 minute: 'Дөнгөж сая'; under 60 minutes: 'N минутын өмнө'; 60–119 minutes:
 * 'Нэг цагийн өмнө'; 2 to under 24 hours: 'N цагийн өмнө' (our reading of the spec's "an hour
 * ago", so the text does not claim one hour for 23 of them); 24 hours and later: the local date as
 * YYYY/MM/DD. A time in the future (clock skew between server and browser) reads as 'just now'.
 */
export function relativeTime(date: Date | string | number, now: Date | number, t: TFunction<'list'>): string {
  const then = dayjs(date);
  const elapsed = dayjs(now).diff(then);
  if (elapsed < MINUTE) return t('time.justNow');
  if (elapsed < HOUR) return t('time.minutesAgo', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < 2 * HOUR) return t('time.hourAgo');
  if (elapsed < DAY) return t('time.hoursAgo', { hours: Math.floor(elapsed / HOUR) });
  return then.format('YYYY/MM/DD');
}

const SECONDS_PER_DAY = 86_400;
/** From this many days on, a duration shows only whole days (spec §9). */
export const DAYS_ONLY_FROM = 30;

/**
 * 30 days or more: whole days only ('45 өдөр'). Less: the non-zero parts of d/h/m/s
 * ('1 өдөр 2 цаг 5 сек', '1d 2h 5s'); zero reads '0 сек'. Fractions are dropped, negatives count as 0.
 */
export function formatDuration(seconds: number, t: TFunction<'list'>): string {
  const total = Math.max(0, Math.floor(seconds));
  const days = Math.floor(total / SECONDS_PER_DAY);
  if (days >= DAYS_ONLY_FROM) return t('duration.daysOnly', { days });
  const parts = [
    [days, 'duration.days'],
    [Math.floor((total % SECONDS_PER_DAY) / 3600), 'duration.hours'],
    [Math.floor((total % 3600) / 60), 'duration.minutes'],
    [total % 60, 'duration.seconds'],
  ] as const;
  const shown = parts.filter(([n]) => n > 0);
  return (shown.length > 0 ? shown : [parts[3]]).map(([n, key]) => t(key, { n })).join(' ');
}
