// How long something took between two moments (first response time, conversation length), spec §9.
import type { TFunction } from 'i18next';
import { formatDuration } from './relative-time';

// The d/h/m/s wording and the 30-day rule live in relative-time.ts beside the other list texts.
export { DAYS_ONLY_FROM, formatDuration } from './relative-time';

type Moment = Date | string | number | null | undefined;

const toTime = (moment: Moment): number | null => {
  if (moment === null || moment === undefined || moment === '') return null;
  const time = new Date(moment).getTime();
  return Number.isNaN(time) ? null : time;
};

/** Whole seconds from `from` to `to`; null when either is missing or unreadable. */
export function secondsBetween(from: Moment, to: Moment): number | null {
  const start = toTime(from);
  const end = toTime(to);
  if (start === null || end === null) return null;
  return Math.max(0, Math.floor((end - start) / 1000));
}

/** '2 цаг 5 мин' / '2h 5m', or '45 өдөр' from 30 days on; null when it has not happened (yet). */
export function formatSpan(from: Moment, to: Moment, t: TFunction<'list'>): string | null {
  const seconds = secondsBetween(from, to);
  return seconds === null ? null : formatDuration(seconds, t);
}
