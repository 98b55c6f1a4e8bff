import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Issue } from '../../../../contracts/issue.schema';
import { formatDateTime, formatSpan } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { PriorityBadge, StatusBadge, TagChip } from './issue-badges';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'minmax(120px, auto) 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

/** Every field of an issue as label and value; the duration runs until the issue is closed. */
export function IssueFields({ issue, now: fixedNow }: { issue: Issue; now?: number }) {
  const now = useNow(fixedNow);
  const styles = useStyles();
  const { t } = useTranslation('issues');
  const none = t('detail.none');
  const date = (iso: string | null) => (iso ? formatDateTime(iso) : none);
  const span = formatSpan(issue.created_at, issue.ended_at ?? now) ?? none;
  const rows: [string, ReactNode][] = [
    [t('fields.status'), <StatusBadge key="s" issue={issue} />],
    [t('fields.priority'), <PriorityBadge key="p" priority={issue.priority} />],
    [t('fields.contact'), issue.contact?.name ?? none],
    [t('fields.channel'), issue.channel?.name ?? none],
    [t('fields.platform'), t(`platform.${issue.platform}`)],
    [t('fields.assignee'), issue.assignee?.name ?? t('list.unassigned')],
    [t('fields.type'), issue.type?.name ?? none],
    [t('fields.tags'), issue.tags.length ? issue.tags.map((tag) => <TagChip key={tag.id} title={tag.title} colour={tag.colour} />) : none],
    [t('fields.created_at'), date(issue.created_at)],
    [t('fields.due_at'), date(issue.due_at)],
    [t('fields.ended_at'), date(issue.ended_at)],
    [t('fields.duration'), issue.ended_at ? span : t('detail.running', { duration: span })],
    [t('fields.reason'), issue.reason?.name ?? none],
    [t('fields.created_by'), issue.created_by?.name ?? none],
  ];
  if (issue.interaction_id) rows.push([t('fields.interaction'), `#${issue.interaction_id}`]);
  return (
    <dl className={styles.list}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt className={styles.term}>
            <Text>{label}</Text>
          </dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
