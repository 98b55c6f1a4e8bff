import { ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { DateRangePicker, type DateRangeValue } from '../../../components/date-range-picker';
import { HISTORY_CHIPS, chipWindow, isComplete, pickerWindow, type HistoryWindow } from './history-window';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

interface HistoryFiltersProps {
  value: HistoryWindow;
  onChange: (window: HistoryWindow) => void;
}

/** Spec §9 filters (today, last 7 days, last 1 month) and the date-range picker for any other window. */
export function HistoryFilters({ value, onChange }: HistoryFiltersProps) {
  const styles = useStyles();
  const { t } = useTranslation('history');
  const savePicker = (picked: DateRangeValue) => {
    if (isComplete(picked.range)) onChange(pickerWindow({ ...picked, range: picked.range }));
  };
  return (
    <div className={styles.root} role="group" aria-label={t('filters.label')}>
      {HISTORY_CHIPS.map((chip) => (
        <ToggleButton key={chip} shape="circular" checked={value.chip === chip} onClick={() => onChange(chipWindow(chip, new Date()))}>
          {t(`filters.${chip}`)}
        </ToggleButton>
      ))}
      <DateRangePicker value={value.picker} onSave={savePicker} active={value.chip === null} placeholder={t('filters.custom')} />
    </div>
  );
}
