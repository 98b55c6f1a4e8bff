import { Link, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { InteractionListItem } from '../../../../contracts/interaction.schema';
import { Under, useStackedColumns, useStackedStyles } from '../../../components/stacked-table';
import { formatSpan } from '../../../lib/format';
import { channelLabel, contactLabel, dateTime, staffLabel, subjectLabel } from './labels';
import { RatingStars } from './rating-stars';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  row: { cursor: 'pointer' },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected },
  tags: { overflowWrap: 'anywhere' },
  subject: { overflowWrap: 'anywhere' },
});

interface HistoryTableProps {
  items: InteractionListItem[];
  names: Map<number, string>;
  /** The company's tag names by id (a tag deleted since is left out). */
  tagNames: Map<number, string>;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

const COLUMNS = ['subject', 'channel', 'contact', 'owner', 'closedBy', 'closedAt', 'rating', 'tags', 'duration'] as const;
/** Below 1280 px: channel and contact under the subject, who closed it under the owner, the duration under the time, the tags under the rating. */
const STACKED: readonly (typeof COLUMNS)[number][] = ['subject', 'owner', 'closedAt', 'rating'];

/** One server page of closed interactions; a row (or its subject link) opens the detail. */
export function HistoryTable({ items, names, tagNames, selectedId, onSelect }: HistoryTableProps) {
  const styles = useStyles();
  const { t } = useTranslation('history');
  const stacked = useStackedColumns();
  const stack = useStackedStyles();
  const columns = stacked ? STACKED : COLUMNS;

  return (
    <div className={styles.scroll}>
      <Table aria-label={t('table.label')} size="small" className={stacked ? stack.table : undefined}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column}>{t(`table.${column}`)}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => {
            const selected = item.id === selectedId;
            const subject = subjectLabel(item, t);
            const tags = item.tag_ids.flatMap((id) => tagNames.get(id) ?? []).join(', ');
            return (
              <TableRow key={item.id} className={mergeClasses(styles.row, selected && styles.selected)} aria-selected={selected} onClick={() => onSelect(item.id)}>
                <TableCell className={styles.subject}>
                  {/* The keyboard path into the detail; the row click is the mouse's shortcut. */}
                  <Link
                    as="button"
                    aria-label={t('open', { subject })}
                    onClick={(event) => {
                      event.stopPropagation();
                      onSelect(item.id);
                    }}
                  >
                    {subject}
                  </Link>
                  {stacked ? <Under items={[channelLabel(item.channel_type, t), contactLabel(item, t)]} /> : null}
                </TableCell>
                {stacked ? null : <TableCell>{channelLabel(item.channel_type, t)}</TableCell>}
                {stacked ? null : <TableCell>{contactLabel(item, t)}</TableCell>}
                <TableCell>
                  {staffLabel(item.owner_user_id, names, t)}
                  {stacked ? <Under items={[staffLabel(item.closed_by_user_id, names, t)]} /> : null}
                </TableCell>
                {stacked ? null : <TableCell>{staffLabel(item.closed_by_user_id, names, t)}</TableCell>}
                <TableCell className={stacked ? stack.nowrap : undefined}>
                  {dateTime(item.closed_at, t)}
                  {stacked ? <Under items={[formatSpan(item.created_at, item.closed_at) ?? t('none')]} /> : null}
                </TableCell>
                <TableCell>
                  <RatingStars rating={item.rating} />
                  {stacked && tags ? <Under items={[tags]} /> : null}
                </TableCell>
                {stacked ? null : <TableCell className={styles.tags}>{tags || t('none')}</TableCell>}
                {stacked ? null : <TableCell>{formatSpan(item.created_at, item.closed_at) ?? t('none')}</TableCell>}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
