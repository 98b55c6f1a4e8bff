// Every date, time, "how long ago", duration and number the console shows (spec §9), in the
// language chosen in the console (i18next), never the browser's locale. The one place that may
// use dayjs or Intl: tests/unit/console/no-browser-locale.test.ts fails on any other.
import dayjs from 'dayjs';
import type { Locale } from '../../contracts/constants';
import { i18n } from './i18n';

export type Moment = Date | string | number | null | undefined;

/**
 * One date and one date-time format per language, shown in the browser's time zone.
 * mn: the conversations' 2026/11/27 and 2026/11/27 16:59 (year first, as Mongolian writes dates).
 * en: 27 Nov 2026 and 27 Nov 2026, 16:59: the month by name reads the same to US and UK readers
 * (11/12 is ambiguous), and the 24-hour clock matches mn and needs no AM/PM.
 */
const FORMATS: Record<Locale, { date: string; dateTime: string; time: string }> = {
  mn: { date: 'YYYY/MM/DD', dateTime: 'YYYY/MM/DD HH:mm', time: 'HH:mm' },
  en: { date: 'D MMM YYYY', dateTime: 'D MMM YYYY, HH:mm', time: 'HH:mm' },
};

/** Intl tags for numbers; explicit, so the browser's own locale never leaks in. */
const NUMBER_TAGS: Record<Locale, string> = { mn: 'mn-MN', en: 'en-GB' };

/** The console's chosen language (mn unless English was chosen). */
export const currentLocale = (): Locale => (i18n.language === 'en' ? 'en' : 'mn');

function parse(moment: Moment): dayjs.Dayjs | null {
  if (moment === null || moment === undefined || moment === '') return null;
  const at = dayjs(moment);
  return at.isValid() ? at : null;
}

// dayjs' default English month names are the only names used (en's MMM); mn formats are numeric.
const format = (moment: Moment, kind: 'date' | 'dateTime' | 'time', lng: Locale) => parse(moment)?.format(FORMATS[lng][kind]) ?? '';

/** 2026/11/27 (mn) or 27 Nov 2026 (en); '' when missing or unreadable. */
export const formatDate = (moment: Moment, lng: Locale = currentLocale()): string => format(moment, 'date', lng);

/** 2026/11/27 16:59 (mn) or 27 Nov 2026, 16:59 (en); '' when missing or unreadable. */
export const formatDateTime = (moment: Moment, lng: Locale = currentLocale()): string => format(moment, 'dateTime', lng);

/** A message's time: only the clock today, the date and clock on other days. */
export function formatMessageTime(moment: Moment, now: Moment = Date.now(), lng: Locale = currentLocale()): string {
  const at = parse(moment);
  if (!at) return '';
  return format(moment, at.isSame(parse(now), 'day') ? 'time' : 'dateTime', lng);
}

/** 1,234,567.5 in the chosen language's grouping. */
export function formatNumber(value: number, lng: Locale = currentLocale(), options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(NUMBER_TAGS[lng], options).format(value);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Spec §9: under 1 minute 'Дөнгөж сая'; under 60 minutes 'N минутын өмнө'; 60–119 minutes
 * 'Нэг цагийн өмнө'; 2 to under 24 hours 'N цагийн өмнө' (our reading of "an hour ago", so the text
 * does not claim one hour for 23 of them); from 24 hours the language's date (mn: YYYY/MM/DD, as
 * the spec says; en: its own date, so English shows one date format). A time in the future (clock
 * skew between server and browser) reads as 'just now'.
 */
export function relativeTime(moment: Moment, now: Moment = Date.now(), lng: Locale = currentLocale()): string {
  const then = parse(moment);
  const at = parse(now);
  if (!then || !at) return '';
  const t = i18n.getFixedT(lng, 'list');
  const elapsed = at.diff(then);
  if (elapsed < MINUTE) return t('time.justNow');
  if (elapsed < HOUR) return t('time.minutesAgo', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < 2 * HOUR) return t('time.hourAgo');
  if (elapsed < DAY) return t('time.hoursAgo', { hours: Math.floor(elapsed / HOUR) });
  return formatDate(then.toDate(), lng);
}

const SECONDS_PER_DAY = 86_400;
/** From this many days on, a duration shows only whole days (spec §9). */
export const DAYS_ONLY_FROM = 30;

/**
 * 30 days or more: whole days only ('45 өдөр'). Less: the non-zero parts of d/h/m/s
 * ('1 өдөр 2 цаг 5 сек', '1d 2h 5s'); zero reads '0 сек'. Fractions are dropped, negatives count as 0.
 */
export function formatDuration(seconds: number, lng: Locale = currentLocale()): string {
  const t = i18n.getFixedT(lng, 'list');
  const total = Math.max(0, Math.floor(seconds));
  const days = Math.floor(total / SECONDS_PER_DAY);
  if (days >= DAYS_ONLY_FROM) return t('duration.daysOnly', { days: formatNumber(days, lng) });
  const parts = [
    [days, 'duration.days'],
    [Math.floor((total % SECONDS_PER_DAY) / 3600), 'duration.hours'],
    [Math.floor((total % 3600) / 60), 'duration.minutes'],
    [total % 60, 'duration.seconds'],
  ] as const;
  const shown = parts.filter(([n]) => n > 0);
  return (shown.length > 0 ? shown : [parts[3]]).map(([n, key]) => t(key, { n })).join(' ');
}

/** Whole seconds from `from` to `to`; null when either is missing or unreadable. */
export function secondsBetween(from: Moment, to: Moment): number | null {
  const start = parse(from);
  const end = parse(to);
  if (!start || !end) return null;
  return Math.max(0, Math.floor(end.diff(start) / 1000));
}

/** '2 цаг 5 мин' / '2h 5m', or '45 өдөр' from 30 days on; null when it has not happened (yet). */
export function formatSpan(from: Moment, to: Moment, lng: Locale = currentLocale()): string | null {
  const seconds = secondsBetween(from, to);
  return seconds === null ? null : formatDuration(seconds, lng);
}
