import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Issue } from '../../../../contracts/issue.schema';
import type { RowContextMenu } from '../../../components/row-context-menu';
import { Under, useStackedColumns, useStackedStyles } from '../../../components/stacked-table';
import { LazyVirtualList } from '../../../components/lazy-virtual-list';
import { formatDate, formatSpan } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { PriorityBadge, StatusBadge, TagChip } from './issue-badges';

/** Pages longer than this are drawn through the shared virtual list. */
export const VIRTUALIZE_AT = 100;
const ROW_HEIGHT = 44;
const VIEWPORT = 560;

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  grid: {
    display: 'grid',
    gridTemplateColumns: '60px minmax(180px, 2fr) minmax(120px, 1fr) 120px 100px minmax(120px, 1fr) minmax(140px, 1fr) 100px 100px',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    height: '100%',
    paddingInline: tokens.spacingHorizontalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
  },
  // Stacked (below 1280 px): number, name with contact, assignee and tags under it, status with the
  // priority under it, created with the duration under it.
  narrowGrid: { gridTemplateColumns: '52px minmax(0, 1fr) minmax(96px, auto) minmax(88px, auto)' },
  // A cell of the virtual grid cuts its text with an ellipsis instead of running into the next one.
  gridCell: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
  head: { fontWeight: tokens.fontWeightSemibold, height: `${ROW_HEIGHT}px` },
  row: { cursor: 'pointer', ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover } },
  tags: { display: 'flex', gap: tokens.spacingHorizontalXXS, flexWrap: 'wrap' },
  // The primary cell wraps its name rather than pushing the table wider.
  primary: { overflowWrap: 'anywhere' },
});

interface Props {
  issues: Issue[];
  onOpen: (issue: Issue) => void;
  /** The row's context menu (spec §9). */
  rowProps?: RowContextMenu<Issue>['rowProps'];
  /** Injected in tests so the running durations are fixed. */
  now?: number;
}

/** Columns: number, name, contact, status, priority, assignee, tags, created, duration; a row opens the detail. */
export function IssuesTable({ issues, onOpen, rowProps, now: fixedNow }: Props) {
  const now = useNow(fixedNow);
  const styles = useStyles();
  const { t } = useTranslation('issues');
  const stacked = useStackedColumns();
  const stack = useStackedStyles();
  const tags = (i: Issue) =>
    i.tags.length ? (
      <span key="t" className={styles.tags}>
        {i.tags.map((tag) => (
          <TagChip key={tag.id} title={tag.title} colour={tag.colour} />
        ))}
      </span>
    ) : null;
  const assignee = (i: Issue) => i.assignee?.name ?? t('list.unassigned');
  const duration = (i: Issue) => formatSpan(i.created_at, i.ended_at ?? now) ?? '';
  const cells = (i: Issue): ReactNode[] =>
    stacked
      ? [
          `#${i.id}`,
          <span key="n" className={styles.primary} title={i.name}>
            {i.name}
            <Under items={[i.contact?.name, assignee(i), tags(i)]} />
          </span>,
          <span key="s">
            <StatusBadge issue={i} />
            <Under items={[<PriorityBadge key="p" priority={i.priority} />]} />
          </span>,
          <span key="c" className={stack.nowrap}>
            {formatDate(i.created_at)}
            <Under items={[duration(i)]} />
          </span>,
        ]
      : [
          `#${i.id}`,
          i.name,
          i.contact?.name ?? '',
          <StatusBadge key="s" issue={i} />,
          <PriorityBadge key="p" priority={i.priority} />,
          assignee(i),
          tags(i),
          formatDate(i.created_at),
          duration(i),
        ];
  const headers = stacked
    ? [t('columns.id'), t('columns.name'), t('columns.status'), t('columns.created')]
    : [
        t('columns.id'),
        t('columns.name'),
        t('columns.contact'),
        t('columns.status'),
        t('columns.priority'),
        t('columns.assignee'),
        t('columns.tags'),
        t('columns.created'),
        t('columns.duration'),
      ];
  const grid = mergeClasses(styles.grid, stacked && styles.narrowGrid);
  const open = (i: Issue) => () => onOpen(i);
  const onKey = (i: Issue) => (event: React.KeyboardEvent) => {
    rowProps?.(i).onKeyDown(event);
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(i);
    }
  };

  if (issues.length > VIRTUALIZE_AT) {
    return (
      <div className={styles.scroll}>
        <div className={mergeClasses(grid, styles.head)} aria-hidden>
          {headers.map((h, i) => (
            <span key={i} className={styles.gridCell}>
              {h}
            </span>
          ))}
        </div>
        <LazyVirtualList
          aria-label={t('list.tableLabel')}
          items={issues}
          rowHeight={ROW_HEIGHT}
          height={VIEWPORT}
          getKey={(i) => i.id}
          renderRow={(i) => (
            <div
              className={mergeClasses(grid, styles.row)}
              role="button"
              tabIndex={0}
              aria-label={t('list.openRow', { name: i.name })}
              onClick={open(i)}
              onContextMenu={rowProps?.(i).onContextMenu}
              onKeyDown={onKey(i)}
            >
              {cells(i).map((cell, k) => (
                <span key={k} className={styles.gridCell}>
                  {cell}
                </span>
              ))}
            </div>
          )}
        />
      </div>
    );
  }
  return (
    <div className={styles.scroll}>
      <Table aria-label={t('list.tableLabel')} size="small" className={stacked ? stack.table : undefined}>
        <TableHeader>
          <TableRow>
            {headers.map((h) => (
              <TableHeaderCell key={h}>{h}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {issues.map((i) => (
            <TableRow
              key={i.id}
              className={styles.row}
              tabIndex={0}
              aria-label={t('list.openRow', { name: i.name })}
              onClick={open(i)}
              onContextMenu={rowProps?.(i).onContextMenu}
              onKeyDown={onKey(i)}
            >
              {cells(i).map((cell, k) => (
                <TableCell key={k}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
