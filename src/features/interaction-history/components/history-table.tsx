import { Link, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { InteractionListItem } from '../../../../contracts/interaction.schema';
import { formatSpan } from '../../../lib/format';
import { channelLabel, contactLabel, dateTime, staffLabel, subjectLabel } from './labels';
import { RatingStars } from './rating-stars';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  row: { cursor: 'pointer' },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected },
  number: { textAlign: 'end' },
});

interface HistoryTableProps {
  items: InteractionListItem[];
  names: Map<number, string>;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

const COLUMNS = ['subject', 'channel', 'contact', 'owner', 'closedBy', 'closedAt', 'rating', 'tags', 'duration'] as const;

/** One server page of closed interactions; a row (or its subject link) opens the detail. */
export function HistoryTable({ items, names, selectedId, onSelect }: HistoryTableProps) {
  const styles = useStyles();
  const { t } = useTranslation('history');

  return (
    <div className={styles.scroll}>
      <Table aria-label={t('table.label')} size="small">
        <TableHeader>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableHeaderCell key={column}>{t(`table.${column}`)}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => {
            const selected = item.id === selectedId;
            const subject = subjectLabel(item, t);
            return (
              <TableRow key={item.id} className={mergeClasses(styles.row, selected && styles.selected)} aria-selected={selected} onClick={() => onSelect(item.id)}>
                <TableCell>
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
                </TableCell>
                <TableCell>{channelLabel(item.channel_type, t)}</TableCell>
                <TableCell>{contactLabel(item, t)}</TableCell>
                <TableCell>{staffLabel(item.owner_user_id, names, t)}</TableCell>
                <TableCell>{staffLabel(item.closed_by_user_id, names, t)}</TableCell>
                <TableCell>{dateTime(item.closed_at, t)}</TableCell>
                <TableCell>
                  <RatingStars rating={item.rating} />
                </TableCell>
                <TableCell className={styles.number}>{item.tag_ids.length}</TableCell>
                <TableCell>{formatSpan(item.created_at, item.closed_at) ?? t('none')}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
