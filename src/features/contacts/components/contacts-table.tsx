import { Badge, Checkbox, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Contact } from '../../../../contracts/contact.schema';
import type { RowContextMenu } from '../../../components/row-context-menu';
import { Under, useStackedColumns, useStackedStyles } from '../../../components/stacked-table';
import { LazyVirtualList } from '../../../components/lazy-virtual-list';
import { formatDate } from '../../../lib/format';
import { contactName } from '../lib/display-name';

/** Pages longer than this are drawn through the shared virtual list. */
export const VIRTUALIZE_AT = 100;
const ROW_HEIGHT = 44;
const VIEWPORT = 560;

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  grid: {
    display: 'grid',
    gridTemplateColumns: '40px minmax(160px, 2fr) minmax(120px, 1fr) minmax(160px, 1.5fr) minmax(90px, 1fr) minmax(120px, 1fr) 110px minmax(110px, 1fr)',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    height: '100%',
    paddingInline: tokens.spacingHorizontalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
  },
  // Stacked (below 1280 px): select, name with phone, e-mail, type and company under it, created
  // with the creator under it.
  narrowGrid: { gridTemplateColumns: '40px minmax(0, 1fr) minmax(96px, auto)' },
  // A cell of the virtual grid cuts its text with an ellipsis instead of running into the next one.
  gridCell: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
  head: { fontWeight: tokens.fontWeightSemibold, height: `${ROW_HEIGHT}px` },
  name: { display: 'inline-flex', gap: tokens.spacingHorizontalXS, alignItems: 'center', flexWrap: 'wrap' },
  // An address or a name with no place to break wraps inside its column instead of running into the next.
  cell: { overflowWrap: 'anywhere' },
});

interface Props {
  contacts: Contact[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  /** Selecting (for merge) is offered only to those who may edit. */
  selectable: boolean;
  /** The row's context menu (spec §9). */
  rowProps?: RowContextMenu<Contact>['rowProps'];
}

/** Columns of the list: name, phone, email, type, company, created, creator. */
export function ContactsTable({ contacts, selected, onToggle, selectable, rowProps }: Props) {
  const styles = useStyles();
  const { t } = useTranslation('contacts');
  const creator = (c: Contact) => (c.created_by.kind === 'me' ? c.created_by.name || t('creator.me') : t(`creator.${c.created_by.kind}`));
  const stacked = useStackedColumns();
  const stack = useStackedStyles();
  const select = (c: Contact) =>
    selectable ? (
      <Checkbox key="sel" aria-label={t('list.selectRow', { name: contactName(c) || t('list.unnamed') })} checked={selected.has(c.id)} onChange={() => onToggle(c.id)} />
    ) : (
      <span key="sel" />
    );
  const name = (c: Contact) => (
    <span key="name" className={styles.name}>
      <RouterLink to={`/contacts/${c.id}`}>{contactName(c) || t('list.unnamed')}</RouterLink>
      {c.is_special ? (
        <Badge appearance="tint" color="important" size="small">
          {t('special.badge')}
        </Badge>
      ) : null}
    </span>
  );
  const cells = (c: Contact): ReactNode[] =>
    stacked
      ? [
          select(c),
          <span key="name">
            {name(c)}
            <Under items={[c.phone, c.email, c.type_name, c.company_name]} />
          </span>,
          <span key="created">
            <span className={stack.nowrap}>{formatDate(c.created_at)}</span>
            <Under items={[creator(c)]} />
          </span>,
        ]
      : [select(c), name(c), c.phone, c.email, c.type_name ?? '', c.company_name, formatDate(c.created_at), creator(c)];
  const headers = stacked
    ? ['', t('columns.name'), t('columns.created')]
    : ['', t('columns.name'), t('columns.phone'), t('columns.email'), t('columns.type'), t('columns.company'), t('columns.created'), t('columns.creator')];
  const grid = mergeClasses(styles.grid, stacked && styles.narrowGrid);

  if (contacts.length > VIRTUALIZE_AT) {
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
          items={contacts}
          rowHeight={ROW_HEIGHT}
          height={VIEWPORT}
          getKey={(c) => c.id}
          renderRow={(c) => (
            <div className={grid} {...rowProps?.(c)}>
              {cells(c).map((cell, i) => (
                <span key={i} className={styles.gridCell}>
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
            {headers.map((h, i) => (
              <TableHeaderCell key={i} aria-label={i === 0 ? t('columns.select') : undefined}>
                {h}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {contacts.map((c) => (
            <TableRow key={c.id} {...rowProps?.(c)}>
              {cells(c).map((cell, i) => (
                <TableCell key={i} className={styles.cell}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
