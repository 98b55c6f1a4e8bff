import { Button, Field, SearchBox, Select, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../components/date-range-picker';
import { useContactTypes } from '../api/contact-types';
import { EMPTY_FILTERS, hasFilters, type FilterState } from '../lib/filters';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  search: { minWidth: '280px', flexGrow: 1 },
});

interface Props {
  value: FilterState;
  onChange: (next: FilterState) => void;
}

/** Search, type, special flag and the created range (the shared picker and its typed-date rule). */
export function ContactsFilters({ value, onChange }: Props) {
  const styles = useStyles();
  const { t } = useTranslation('contacts');
  const types = useContactTypes();
  const set = (patch: Partial<FilterState>) => onChange({ ...value, ...patch });
  return (
    <div className={styles.root} role="search" aria-label={t('filters.label')}>
      <SearchBox className={styles.search} aria-label={t('list.search')} placeholder={t('list.search')} value={value.q} onChange={(_, d) => set({ q: d.value })} />
      <Field label={t('filters.type')}>
        <Select value={value.typeId} onChange={(_, d) => set({ typeId: d.value })}>
          <option value="">{t('filters.allTypes')}</option>
          {(types.data ?? []).map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('filters.special')}>
        <Select value={value.special} onChange={(_, d) => set({ special: d.value as FilterState['special'] })}>
          <option value="">{t('filters.allSpecial')}</option>
          <option value="true">{t('filters.onlySpecial')}</option>
          <option value="false">{t('filters.notSpecial')}</option>
        </Select>
      </Field>
      <DateRangePicker
        value={{ range: value.range, preset: value.preset }}
        onSave={(picked) => set({ range: picked.range, preset: picked.preset })}
        active={!!(value.range.start && value.range.end)}
        placeholder={t('filters.created')}
      />
      {hasFilters(value) ? (
        <Button appearance="subtle" icon={<DismissRegular />} onClick={() => onChange(EMPTY_FILTERS)}>
          {t('filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}
