import { useTranslation } from 'react-i18next';
import { formatDateText, type DatePreset, type DateRange } from '../../../contracts/date-range';

/** "2025-06-01 – 2025-06-05" in the current language's wording. */
export function useRangeText(): (range: DateRange) => string {
  const { t } = useTranslation('list');
  return (range) => t('dateRange.range', { start: formatDateText(range.start), end: formatDateText(range.end) });
}

/** The picker's button: the preset's name, the custom range, or the placeholder while incomplete. */
export function useTriggerLabel(placeholder?: string): (value: { range: DateRange; preset: DatePreset }) => string {
  const { t } = useTranslation('list');
  const rangeText = useRangeText();
  return ({ range, preset }) =>
    range.start && range.end ? (preset === 'custom' ? rangeText(range) : t(`dateRange.presets.${preset}`)) : (placeholder ?? t('dateRange.trigger'));
}
