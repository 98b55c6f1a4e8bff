const HOUR = 3_600_000;
const DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(timeZone: string, at: number): number {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, f);
  }
  const name = f.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : 0;
}

/**
 * The whole UTC hours [start, end) of a report's range that report_hours may answer; the rest is
 * read from the interactions. None when the range holds no whole hour, or when the zone is ever
 * off the hour within it (India, Nepal, parts of Australia): a UTC hour is then not one local hour
 * of day, so the report is read from the interactions alone.
 */
export function rollupSpan(from: string, to: string, timeZone: string): { start: Date; end: Date } | null {
  const lo = Date.parse(from);
  const hi = Date.parse(to);
  const start = Math.ceil(lo / HOUR) * HOUR;
  const end = Math.floor(hi / HOUR) * HOUR;
  if (start >= end) return null;
  for (let at = lo; ; at = Math.min(at + DAY, hi)) {
    if (offsetMinutes(timeZone, at) % 60 !== 0) return null;
    if (at >= hi) break;
  }
  return { start: new Date(start), end: new Date(end) };
}
