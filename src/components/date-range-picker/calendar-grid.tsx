import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../contracts/constants';
import { formatDateText, monthGrid, monthLabel, type DateRange } from '../../../contracts/date-range';
import { inRange, moveFocus, sameDay, viewOf, type MonthView } from './calendar-nav';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

const useStyles = makeStyles({
  table: { borderCollapse: 'collapse' },
  caption: { fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalXS },
  head: { fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, padding: '2px' },
  cell: { padding: '1px' },
  inRange: { backgroundColor: tokens.colorBrandBackground2 },
  day: {
    width: '32px',
    height: '32px',
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
    ':disabled': { cursor: 'default', color: tokens.colorNeutralForegroundDisabled },
  },
  outside: { color: tokens.colorNeutralForeground4 },
  today: { fontWeight: tokens.fontWeightBold, textDecorationLine: 'underline' },
  edge: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':disabled': { color: tokens.colorNeutralForegroundOnBrand },
  },
});

interface CalendarGridProps {
  view: MonthView;
  onViewChange: (view: MonthView) => void;
  range: DateRange;
  /** False while a preset is chosen: the calendar only shows its range. */
  canPick: boolean;
  onPick: (day: Date) => void;
  today: Date;
}

/** One month, Monday-first (spec §9); a date grid with one tab stop moved by the arrow keys. */
export function CalendarGrid({ view, onViewChange, range, canPick, onPick, today }: CalendarGridProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('list');
  const lang: Locale = i18n.language === 'en' ? 'en' : 'mn';
  const weeks = monthGrid(view.year, view.month);
  const [focused, setFocused] = useState<Date | null>(null);
  const moved = useRef(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // The tab stop: the focused day if shown, else the start, today or the 1st of the month.
  const inView = (date: Date | null) => !!date && date.getFullYear() === view.year && date.getMonth() + 1 === view.month;
  const stop = [focused, range.start, range.end, today].find(inView) ?? new Date(view.year, view.month - 1, 1);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    buttons.current.get(formatDateText(stop))?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveFocus(stop, event.key);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setFocused(next);
    if (!inView(next)) onViewChange(viewOf(next));
  };

  return (
    <table role="grid" className={styles.table} onKeyDown={onKeyDown}>
      <caption className={styles.caption}>{t('dateRange.caption', { month: monthLabel(view.month, lang), year: view.year })}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th key={day} scope="col" className={styles.head} abbr={t(`dateRange.weekdayNames.${day}`)}>
              {t(`dateRange.weekdays.${day}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={formatDateText(week[0].date)}>
            {week.map(({ date, day, inMonth }) => {
              const key = formatDateText(date);
              const edge = sameDay(date, range.start) || sameDay(date, range.end);
              const between = inRange(date, range);
              return (
                <td key={key} role="gridcell" aria-selected={edge || between} className={mergeClasses(styles.cell, between && styles.inRange)}>
                  <button
                    type="button"
                    ref={(el) => {
                      if (el) buttons.current.set(key, el);
                      else buttons.current.delete(key);
                    }}
                    aria-label={key}
                    aria-pressed={edge}
                    aria-current={sameDay(date, today) ? 'date' : undefined}
                    tabIndex={sameDay(date, stop) ? 0 : -1}
                    disabled={!canPick}
                    className={mergeClasses(styles.day, !inMonth && styles.outside, sameDay(date, today) && styles.today, edge && styles.edge)}
                    onClick={() => {
                      setFocused(date);
                      onPick(date);
                      if (!inMonth) onViewChange(viewOf(date));
                    }}
                  >
                    {day}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
