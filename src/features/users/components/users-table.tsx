import { Badge, Table, TableBody, TableCell, TableCellLayout, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contracts/user.schema';
import { useCurrentUser } from '../../../lib/current-user';
import { usePresenceMap } from '../../../lib/realtime/realtime-provider';
import { useCallAccess } from '../api/list-call-access';
import { CallAccessButton } from './call-access-button';
import { DeleteUserButton } from './delete-user-button';
import { PresenceDot } from '../../../components/presence-dot';
import { RoleSelect } from './role-select';
import { StatusSwitch } from './status-switch';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  name: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  actions: { minWidth: '80px' },
  // A long address wraps inside its column instead of running under the role control.
  email: { overflowWrap: 'anywhere' },
  actionRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

interface UsersTableProps {
  users: User[];
  /** Admins get the role, status and delete controls. */
  canManage: boolean;
  label: string;
}

/** Spec §2 user table: user_name (with a live presence dot), email, role, status; admins' actions. */
export function UsersTable({ users, canManage, label }: UsersTableProps) {
  const styles = useStyles();
  const { t } = useTranslation('users');
  const { me } = useCurrentUser();
  const presence = usePresenceMap();
  // Call access (spec §3) sits with the admin's row actions, so the spec's four columns stay as they are.
  const callAccess = useCallAccess(canManage);

  return (
    <div className={styles.scroll}>
      <Table aria-label={label} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('columns.user_name')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.email')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.role')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.status')}</TableHeaderCell>
            {canManage ? <TableHeaderCell className={styles.actions}>{t('columns.actions')}</TableHeaderCell> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user) => {
            const isMe = user.id === me.ID;
            return (
              <TableRow key={user.id}>
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
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
