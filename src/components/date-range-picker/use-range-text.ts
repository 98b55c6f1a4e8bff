import { useTranslation } from 'react-i18next';
import { formatDateText, type DateRange } from '../../../contracts/date-range';

/** "2025-06-01 – 2025-06-05" in the current language's wording. */
export function useRangeText(): (range: DateRange) => string {
  const { t } = useTranslation('list');
  return (range) => t('dateRange.range', { start: formatDateText(range.start), end: formatDateText(range.end) });
}
