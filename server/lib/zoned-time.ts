/**
 * A moment as ISO 8601 in a time zone, with its offset: 2026-11-27T16:59:00+08:00. Files leave the
 * server for spreadsheets and other systems, so a date there must say its zone (a bare 11/27/2026
 * or a UTC "Z" time reads as the wrong day to someone in Ulaanbaatar).
 */
export function isoInZone(moment: Date | string, timeZone: string): string {
  const date = new Date(moment);
  const seconds = Math.floor(date.getTime() / 1000) * 1000;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const { year, month, day, hour, minute, second } = parts;
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const offset = Math.round((wall - seconds) / 60_000);
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
