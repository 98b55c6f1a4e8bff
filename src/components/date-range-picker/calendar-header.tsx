import { Button, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../contracts/constants';
import { monthLabel, yearOptions } from '../../../contracts/date-range';
import { shiftView, type MonthView } from './calendar-nav';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  month: { minWidth: '120px' },
  year: { minWidth: '88px' },
});

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

interface CalendarHeaderProps {
  view: MonthView;
  onViewChange: (view: MonthView) => void;
  now: Date;
}

/** Previous/next month and the month and year lists (spec §9: 'N сар', years −5…+50). */
export function CalendarHeader({ view, onViewChange, now }: CalendarHeaderProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('list');
  const lang: Locale = i18n.language === 'en' ? 'en' : 'mn';
  const years = yearOptions(now);
  // A typed date may lie outside the list; keep it choosable rather than show a wrong year.
  if (!years.includes(view.year)) years.push(view.year);
  years.sort((a, b) => a - b);

  return (
    <div className={styles.root}>
      <Button appearance="subtle" icon={<ChevronLeftRegular />} aria-label={t('dateRange.previousMonth')} onClick={() => onViewChange(shiftView(view, -1))} />
      <Select
        className={styles.month}
        aria-label={t('dateRange.month')}
        value={String(view.month)}
        onChange={(_, data) => onViewChange({ ...view, month: Number(data.value) })}
      >
        {MONTHS.map((month) => (
          <option key={month} value={month}>
            {monthLabel(month, lang)}
          </option>
        ))}
      </Select>
      <Select
        className={styles.year}
        aria-label={t('dateRange.year')}
        value={String(view.year)}
        onChange={(_, data) => onViewChange({ ...view, year: Number(data.value) })}
      >
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </Select>
      <Button appearance="subtle" icon={<ChevronRightRegular />} aria-label={t('dateRange.nextMonth')} onClick={() => onViewChange(shiftView(view, 1))} />
    </div>
  );
}
