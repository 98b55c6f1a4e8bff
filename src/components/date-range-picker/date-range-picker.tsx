// The shared date-range picker (spec §4, §5, §9). Lists show its button at start; the popover with
// its calendar and machine (date-range-popover.tsx, with xstate: about 25 KB gzip) loads on the
// first click and stays mounted after it.
import { Button, type ButtonProps } from '@fluentui/react-components';
import { CalendarLtrRegular } from '@fluentui/react-icons';
import { Suspense, lazy, useState } from 'react';
import type { DatePreset, DateRange } from '../../../contracts/date-range';
import { useTriggerLabel } from './use-range-text';

const DateRangePopover = lazy(() => import('./date-range-popover'));

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

export function DateRangePicker(props: DateRangePickerProps) {
  const [wanted, setWanted] = useState(false);
  const label = useTriggerLabel(props.placeholder);
  const trigger = (onClick?: () => void) => (
    <Button
      appearance={props.active ? 'primary' : 'secondary'}
      size={props.size}
      icon={<CalendarLtrRegular />}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={onClick}
    >
      {label(props.value)}
    </Button>
  );
  if (!wanted) return trigger(() => setWanted(true));
  return (
    <Suspense fallback={trigger()}>
      <DateRangePopover {...props} openOnMount />
    </Suspense>
  );
}
