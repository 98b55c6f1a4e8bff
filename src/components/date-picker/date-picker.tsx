// One day, typed (YYYY-M-D) or picked from the calendar of the date-range picker.
import { Button, Input, Popover, PopoverSurface, PopoverTrigger, makeStyles, tokens, type InputProps } from '@fluentui/react-components';
import { CalendarLtrRegular } from '@fluentui/react-icons';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateText, parseDateText } from '../../../contracts/date-range';
import { CalendarGrid } from '../date-range-picker/calendar-grid';
import { CalendarHeader } from '../date-range-picker/calendar-header';
import { viewOf, type MonthView } from '../date-range-picker/calendar-nav';
import { typedDay } from './typed-day';

const useStyles = makeStyles({
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export interface DatePickerProps {
  /** The chosen day as YYYY-MM-DD, '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  /** Injected in tests so "today" is fixed. */
  now?: () => Date;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: InputProps['aria-invalid'];
  id?: string;
}

/**
 * A typed date applies on blur or Enter, never on a prefix (issue 20 §3: "2026-11-2" on the way to
 * "2026-11-27" is not a choice); a text that is no real date puts back the last valid day.
 */
export const DatePicker = forwardRef<HTMLInputElement, DatePickerProps>(function DatePicker({ value, onChange, onBlur, now = () => new Date(), ...input }, ref) {
  const styles = useStyles();
  const { t } = useTranslation('list');
  const [typed, setTyped] = useState<{ text: string; of: string } | null>(null);
  const [open, setOpen] = useState(false);
  const day = parseDateText(value);
  const [view, setView] = useState<MonthView>(() => viewOf(day ?? now()));
  // The text being typed stays until it is applied; a value changed from outside shows at once.
  const text = typed && typed.of === value ? typed.text : formatDateText(day);

  const apply = () => {
    if (typed === null) return;
    const next = typedDay(typed.text, value);
    setTyped(null);
    if (next !== value) onChange(next);
  };
  const pick = (picked: Date) => {
    setTyped(null);
    onChange(formatDateText(picked));
    setOpen(false);
  };

  return (
    <Input
      {...input}
      ref={ref}
      value={text}
      placeholder={t('dateRange.placeholder')}
      autoComplete="off"
      onChange={(_, data) => setTyped({ text: data.value, of: value })}
      onBlur={() => {
        apply();
        onBlur?.();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          apply();
        }
      }}
      contentAfter={
        <Popover
          open={open}
          onOpenChange={(_, data) => {
            if (data.open) setView(viewOf(parseDateText(value) ?? now()));
            setOpen(data.open);
          }}
          trapFocus
        >
          <PopoverTrigger disableButtonEnhancement>
            <Button appearance="transparent" size="small" disabled={input.disabled} icon={<CalendarLtrRegular />} aria-label={t('datePicker.open')} />
          </PopoverTrigger>
          <PopoverSurface className={styles.surface} aria-label={t('datePicker.open')}>
            <CalendarHeader view={view} onViewChange={setView} now={now()} />
            <CalendarGrid view={view} onViewChange={setView} range={{ start: day, end: day }} canPick onPick={pick} today={now()} />
          </PopoverSurface>
        </Popover>
      }
    />
  );
});
