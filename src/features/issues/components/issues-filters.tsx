import { Button, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ISSUE_PRIORITIES, ISSUE_STATUS_FILTERS } from '../../../../contracts/issue.schema';
import { DateRangePicker } from '../../../components/date-range-picker';
import { useCurrentUser } from '../../../lib/current-user';
import { useChannels } from '../../../lib/api/channels';
import { useAssignees } from '../api/list-members';
import { useSettings } from '../api/list-settings';
import { EMPTY_FILTERS, hasFilters, type FilterState } from '../lib/filters';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  search: { minWidth: '240px' },
});

interface Props {
  value: FilterState;
  onChange: (value: FilterState) => void;
}

/** Status, priority, assignee, type, tag, channel, created range (the shared picker) and a search. */
export function IssuesFilters({ value, onChange }: Props) {
  const styles = useStyles();
  const { t } = useTranslation('issues');
  const { me } = useCurrentUser();
  const assignees = useAssignees();
  const types = useSettings('types');
  const tags = useSettings('tags');
  const channels = useChannels(me?.company_id);
  const set = <K extends keyof FilterState>(key: K, v: FilterState[K]) => onChange({ ...value, [key]: v });
  const select = (key: 'status' | 'priority' | 'assigneeId' | 'typeId' | 'tagId' | 'channelId', label: string, options: { value: string; label: string }[]) => (
    <Select aria-label={label} value={value[key]} onChange={(_, d) => set(key, d.value)}>
      <option value="">{label}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Select>
  );

  return (
    <div className={styles.root} role="group" aria-label={t('list.filtersLabel')}>
      <Input
        className={styles.search}
        type="search"
        contentBefore={<SearchRegular />}
        aria-label={t('list.search')}
        placeholder={t('list.search')}
        value={value.q}
        onChange={(_, d) => set('q', d.value)}
      />
      {select(
        'status',
        t('list.anyStatus'),
        ISSUE_STATUS_FILTERS.map((s) => ({ value: s, label: t(`status.${s}`) })),
      )}
      {select(
        'priority',
        t('list.anyPriority'),
        ISSUE_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) })),
      )}
      {select(
        'assigneeId',
        t('list.anyAssignee'),
        (assignees.data ?? []).map((u) => ({ value: String(u.id), label: u.user_name })),
      )}
      {select(
        'typeId',
        t('list.anyType'),
        (types.data ?? []).map((x) => ({ value: String(x.id), label: x.title })),
      )}
      {select(
        'tagId',
        t('list.anyTag'),
        (tags.data ?? []).map((x) => ({ value: String(x.id), label: x.title })),
      )}
      {select(
        'channelId',
        t('list.anyChannel'),
        (channels.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
      )}
      <DateRangePicker
        value={{ range: value.range, preset: value.preset }}
        onSave={(picked) => onChange({ ...value, range: picked.range, preset: picked.preset })}
        active={!!(value.range.start && value.range.end)}
        placeholder={t('list.dateRange')}
      />
      {hasFilters(value) ? (
        <Button appearance="subtle" icon={<DismissRegular />} onClick={() => onChange(EMPTY_FILTERS)}>
          {t('list.clear')}
        </Button>
      ) : null}
    </div>
  );
}
