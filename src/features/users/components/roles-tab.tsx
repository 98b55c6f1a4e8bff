import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { InfoRegular, LockClosedRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { useRoles } from '../api/get-roles';
import { RoleMatrix } from './role-matrix';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  note: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
});

/** Role settings: the matrix, editable by admins (the server also wants settings.edit). */
export function RolesTab() {
  const styles = useStyles();
  const { t } = useTranslation(['users', 'common']);
  const { me } = useCurrentUser();
  const canView = can(me, 'settings.view');
  const editable = me.role === 'admin' && can(me, 'settings.edit');
  const roles = useRoles({ enabled: canView });

  if (!canView) {
    return (
      <Text className={styles.note} role="note">
        <LockClosedRegular aria-hidden />
        {t('matrix.noAccess')}
      </Text>
    );
  }
  if (roles.isPending) return <Spinner size="small" label={t('common:loading')} />;
  if (roles.isError) return <EmptyState onRetry={() => void roles.refetch()} />;
  return (
    <div className={styles.root}>
      <Text className={styles.note} role="note">
        <InfoRegular aria-hidden />
        {editable ? t('matrix.adminFixed') : t('matrix.readOnly')}
      </Text>
      <RoleMatrix matrix={roles.data} editable={editable} />
    </div>
  );
}
