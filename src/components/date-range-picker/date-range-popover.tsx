// The date-range picker's popover and its machine (machines/date-range.machine.ts), loaded the
// first time the picker is opened (date-range-picker.tsx is the trigger every list loads at start).
import { Button, Divider, Popover, PopoverSurface, PopoverTrigger, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarLtrRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDateText } from '../../../contracts/date-range';
import { dateRangeMachine } from '../../../machines/date-range.machine';
import { CalendarGrid } from './calendar-grid';
import { CalendarHeader } from './calendar-header';
import { viewOf, type MonthView } from './calendar-nav';
import { DateInputs } from './date-inputs';
import { PresetList } from './preset-list';
import type { DateRangePickerProps, DateRangeValue } from './date-range-types';
import { useTriggerLabel } from './use-range-text';

const useStyles = makeStyles({
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  body: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  calendar: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  footer: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);
const sameValue = (a: DateRangeValue, b: DateRangeValue) => a.preset === b.preset && sameTime(a.range.start, b.range.start) && sameTime(a.range.end, b.range.end);

/** The picker, opened at once when `openOnMount` (the trigger was clicked before this had loaded). */
export default function DateRangePopover({
  value,
  onSave,
  now = () => new Date(),
  active = false,
  placeholder,
  size,
  openOnMount = false,
}: DateRangePickerProps & { openOnMount?: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('list');
  const titleId = useId();
  const actor = useActorRef(dateRangeMachine, { input: { range: value.range, preset: value.preset, now } });
  const isOpen = useSelector(actor, (s) => s.matches('open'));
  const canPick = useSelector(actor, (s) => s.hasTag('canPick'));
  const canSave = useSelector(actor, (s) => s.can({ type: 'range.save' }));
  const range = useSelector(actor, (s) => s.context.range);
  const preset = useSelector(actor, (s) => s.context.preset);
  const text = useSelector(actor, (s) => s.context.text);
  const committed = useSelector(actor, (s) => s.context.committed);
  const [view, setView] = useState<MonthView>(() => viewOf(value.range.start ?? value.range.end ?? now()));
  const triggerLabel = useTriggerLabel(placeholder);
  const surface = useRef<HTMLDivElement>(null);

  // Focus starts on the chosen preset. Fluent looks for the first visible focusable itself, which
  // finds nothing where layout is not computed; the focus trap only holds once focus is inside.
  useEffect(() => {
    if (isOpen) surface.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
  }, [isOpen]);

  // Follow the owner's value; the machine ignores this while the user is editing.
  useEffect(() => {
    if (!sameValue(actor.getSnapshot().context.committed, value)) actor.send({ type: 'range.set', ...value });
  }, [actor, value]);

  useEffect(() => {
    const subscription = actor.on('range.saved', ({ range: saved, preset: savedPreset }) => onSave({ range: saved, preset: savedPreset }));
    return () => subscription.unsubscribe();
  }, [actor, onSave]);

  const showMonthOf = () => {
    const { range: current } = actor.getSnapshot().context;
    setView(viewOf(current.start ?? current.end ?? now()));
  };

  // The click that loaded this popover asked for it open (the month shown is already the range's).
  useEffect(() => {
    if (openOnMount) actor.send({ type: 'range.open' });
  }, [actor, openOnMount]);

  const label = triggerLabel(committed);

  return (
    <Popover
      open={isOpen}
      trapFocus
      positioning="below-start"
      onOpenChange={(_, data) => {
        if (data.open) {
          actor.send({ type: 'range.open' });
          showMonthOf();
        } else actor.send({ type: 'range.cancel' });
      }}
    >
      <PopoverTrigger disableButtonEnhancement>
        <Button appearance={active ? 'primary' : 'secondary'} size={size} icon={<CalendarLtrRegular />} aria-haspopup="dialog">
          {label}
        </Button>
      </PopoverTrigger>
      <PopoverSurface ref={surface} className={styles.surface} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {t('dateRange.dialog')}
        </h2>
        <div className={styles.body}>
          <PresetList
            preset={preset}
            onChoose={(choice) => {
              actor.send({ type: 'preset.choose', preset: choice });
              showMonthOf();
            }}
          />
          <div className={styles.calendar}>
            <CalendarHeader view={view} onViewChange={setView} now={now()} />
            <CalendarGrid view={view} onViewChange={setView} range={range} canPick={canPick} today={now()} onPick={(date) => actor.send({ type: 'date.click', date })} />
          </div>
        </div>
        <DateInputs
          text={text}
          readOnly={!canPick}
          onType={(field, typed) => {
            actor.send({ type: 'date.type', field, text: typed });
            // A complete typed date brings its month into view.
            const date = parseDateText(typed);
            if (date && canPick) setView(viewOf(date));
          }}
          onBlur={() => actor.send({ type: 'date.blur' })}
        />
        <Divider />
        <div className={styles.footer}>
          <Button appearance="secondary" onClick={() => actor.send({ type: 'range.cancel' })}>
            {t('dateRange.cancel')}
          </Button>
          <Button appearance="primary" disabled={!canSave} onClick={() => actor.send({ type: 'range.save' })}>
            {t('dateRange.save')}
          </Button>
        </div>
      </PopoverSurface>
    </Popover>
  );
}
