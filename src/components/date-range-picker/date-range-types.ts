import type { ButtonProps } from '@fluentui/react-components';
import type { DatePreset, DateRange } from '../../../contracts/date-range';

export interface DateRangeValue {
  range: DateRange;
  preset: DatePreset;
}

export interface DateRangePickerProps {
  /** The committed value; changing it from outside (a chip, a reset) updates the picker. */
  value: DateRangeValue;
  /** Хадгалах with a complete range. */
  onSave: (value: DateRangeValue) => void;
  /** Injected in tests so presets and "today" are fixed. */
  now?: () => Date;
  /** Highlights the trigger, e.g. while the picker's range is the list's filter. */
  active?: boolean;
  /** The trigger's text when there is no complete range yet. */
  placeholder?: string;
  size?: ButtonProps['size'];
}
