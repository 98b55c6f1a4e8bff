import { Badge, makeStyles, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Issue, IssuePriority } from '../../../../contracts/issue.schema';

const STATUS_COLOR: Record<string, BadgeProps['color']> = { open: 'brand', in_progress: 'warning', resolved: 'success', closed: 'informative', deleted: 'danger' };
const PRIORITY_COLOR: Record<IssuePriority, BadgeProps['color']> = { low: 'subtle', medium: 'informative', high: 'warning', urgent: 'danger' };

// A badge has a fixed height: its words stay on one line rather than spill out of it.
const useStyles = makeStyles({ badge: { whiteSpace: 'nowrap', flexShrink: 0 } });

/** The status word, or 'deleted' for a soft-deleted issue. */
export function StatusBadge({ issue }: { issue: Pick<Issue, 'status' | 'deleted_at'> }) {
  const styles = useStyles();
  const { t } = useTranslation('issues');
  const status = issue.deleted_at ? 'deleted' : issue.status;
  return (
    <Badge className={styles.badge} appearance="tint" color={STATUS_COLOR[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: IssuePriority }) {
  const styles = useStyles();
  const { t } = useTranslation('issues');
  return (
    <Badge className={styles.badge} appearance={priority === 'urgent' ? 'filled' : 'tint'} color={PRIORITY_COLOR[priority]}>
      {t(`priority.${priority}`)}
    </Badge>
  );
}

/** An issue tag in its own colour. */
export function TagChip({ title, colour }: { title: string; colour: string }) {
  const styles = useStyles();
  return (
    <Badge className={styles.badge} appearance="outline" size="small" style={{ borderColor: colour, color: colour }}>
      {title}
    </Badge>
  );
}
