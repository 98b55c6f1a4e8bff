export { DateRangePicker, type DateRangePickerProps, type DateRangeValue } from './date-range-picker';
export { useRangeText } from './use-range-text';
