import { formatDateText, parseDateText } from '../../../contracts/date-range';

/**
 * The day a finished typing leaves (on blur or Enter): '' when cleared, the typed day when it is a
 * real date (written YYYY-MM-DD), else the previous day unchanged.
 */
export function typedDay(text: string, previous: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const date = parseDateText(trimmed);
  return date ? formatDateText(date) : previous;
}
