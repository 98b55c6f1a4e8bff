// The shared date-range picker (spec §4, §5, §9). Lists show its button at start; the popover with
// its calendar and machine (date-range-popover.tsx, with xstate: about 25 KB gzip) loads on the
// first click and stays mounted after it.
import { Button } from '@fluentui/react-components';
import { CalendarLtrRegular } from '@fluentui/react-icons';
import { Suspense, lazy, useState } from 'react';
import type { DateRangePickerProps } from './date-range-types';
import { useTriggerLabel } from './use-range-text';

export type { DateRangePickerProps, DateRangeValue } from './date-range-types';

const DateRangePopover = lazy(() => import('./date-range-popover'));

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
