import { Badge, Table, TableBody, TableCell, TableCellLayout, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { forwardRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TableVirtuoso, type TableComponents } from 'react-virtuoso';
import type { User } from '../../../../contracts/user.schema';
import { useCurrentUser } from '../../../lib/current-user';
import { usePresenceMap } from '../../../lib/realtime/realtime-provider';
import { useCallAccess } from '../api/list-call-access';
import { CallAccessButton } from './call-access-button';
import { DeleteUserButton } from './delete-user-button';
import { PresenceDot } from '../../../components/presence-dot';
import { RoleSelect } from './role-select';
import { StatusSwitch } from './status-switch';

/** The usual row with its controls, in px: where the list starts before rows are measured. */
const ROW_HEIGHT = 44;

const useStyles = makeStyles({
  // The table grows with its rows up to most of the window, then scrolls inside (a page holds up to 500).
  scroll: { maxHeight: '70vh', minHeight: `${2 * ROW_HEIGHT}px` },
  head: { backgroundColor: tokens.colorNeutralBackground1 },
  name: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  actions: { minWidth: '80px' },
  // A long address wraps inside its column instead of running under the role control.
  email: { overflowWrap: 'anywhere' },
  actionRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

type Ctx = { label: string };

// Fluent's table parts inside react-virtuoso's table: the rows keep the table's size and roles.
const components: TableComponents<User, Ctx> = {
  Table: ({ context, ...props }: ComponentProps<'table'> & { context?: Ctx }) => <Table {...props} aria-label={context?.label} size="small" />,
  TableHead: forwardRef<HTMLTableSectionElement, ComponentProps<'thead'>>(function Head(props, ref) {
    return <TableHeader {...props} ref={ref} />;
  }),
  TableRow: ({ item, context: _context, ...props }) => <TableRow {...props} data-user-id={item.id} />,
  TableBody: forwardRef<HTMLTableSectionElement, ComponentProps<'tbody'>>(function Body(props, ref) {
    return <TableBody {...props} ref={ref} />;
  }),
};

interface UsersTableProps {
  users: User[];
  /** Admins get the role, status and delete controls. */
  canManage: boolean;
  label: string;
}

/**
 * Spec §2 user table: user_name (with a live presence dot), email, role, status; admins' actions.
 * Only the rows in view are in the DOM (issue 22), measured one by one, so a wrapped name is a taller row.
 */
export function UsersTable({ users, canManage, label }: UsersTableProps) {
  const styles = useStyles();
  const { t } = useTranslation('users');
  const { me } = useCurrentUser();
  const presence = usePresenceMap();
  // Call access (spec §3) sits with the admin's row actions, so the spec's four columns stay as they are.
  const callAccess = useCallAccess(canManage);
  // As tall as its rows (header included) until the CSS maximum; the estimate holds until they are measured.
  const [height, setHeight] = useState((users.length + 1) * ROW_HEIGHT);

  return (
    <TableVirtuoso<User, Ctx>
      className={styles.scroll}
      style={{ height }}
      data={users}
      context={{ label }}
      components={components}
      defaultItemHeight={ROW_HEIGHT}
      increaseViewportBy={5 * ROW_HEIGHT}
      // The first screenful is drawn before any row is measured (first paint, and jsdom, which measures nothing).
      initialItemCount={Math.min(users.length, 12)}
      totalListHeightChanged={setHeight}
      computeItemKey={(_, user) => user.id}
      tabIndex={0}
      fixedHeaderContent={() => (
        <TableRow className={styles.head}>
          <TableHeaderCell>{t('columns.user_name')}</TableHeaderCell>
          <TableHeaderCell>{t('columns.email')}</TableHeaderCell>
          <TableHeaderCell>{t('columns.role')}</TableHeaderCell>
          <TableHeaderCell>{t('columns.status')}</TableHeaderCell>
          {canManage ? <TableHeaderCell className={styles.actions}>{t('columns.actions')}</TableHeaderCell> : null}
        </TableRow>
      )}
      itemContent={(_, user) => {
        const isMe = user.id === me.ID;
        return (
          <>
            <TableCell>
              {/* Snapshots list only connected users: absent means offline. */}
              <TableCellLayout media={<PresenceDot presence={presence.get(user.id) ?? 'offline'} tooltip />}>
                <span className={styles.name}>
                  {user.user_name}
                  {user.is_owner ? (
                    <Badge appearance="tint" color="brand">
                      {t('badges.owner')}
                    </Badge>
                  ) : null}
                  {isMe ? <Badge appearance="outline">{t('badges.you')}</Badge> : null}
                </span>
              </TableCellLayout>
            </TableCell>
            <TableCell className={styles.email}>{user.email}</TableCell>
            <TableCell>{canManage ? <RoleSelect user={user} isMe={isMe} /> : t(`roles.${user.role}`)}</TableCell>
            <TableCell>
              {canManage ? (
                <StatusSwitch user={user} isMe={isMe} />
              ) : (
                <Badge appearance="tint" color={user.status === 'active' ? 'success' : 'subtle'}>
                  {t(`status.${user.status}`)}
                </Badge>
              )}
            </TableCell>
            {canManage ? (
              <TableCell>
                <div className={styles.actionRow}>
                  <CallAccessButton user={user} access={callAccess.data?.get(user.id)} />
                  <DeleteUserButton user={user} isMe={isMe} />
                </div>
              </TableCell>
            ) : null}
          </>
        );
      }}
    />
  );
}
