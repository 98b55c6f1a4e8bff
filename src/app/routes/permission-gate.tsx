import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import type { Permission } from '../../../contracts/permissions';
import { LockNote } from '../../components/lock-note';
import { useCurrentUser } from '../../lib/current-user';
import { can } from '../../lib/permissions';
import { requiredPermissionOf } from './route-handle';

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
});

/**
 * A screen opened by its address without the permission its menu entry asks for shows why, and
 * nothing of the screen renders, so it asks the server nothing the server would refuse anyway.
 */
export function PermissionGate({ children }: { children: ReactNode }) {
  const { me } = useCurrentUser();
  const permission = requiredPermissionOf(useMatches());
  if (!permission || can(me, permission)) return children;
  return <NoPermission permission={permission} />;
}

function NoPermission({ permission }: { permission: Permission | readonly Permission[] }) {
  const styles = useStyles();
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <div className={styles.wrap}>
      <LockNote text={t(permission === 'settings.view' ? 'noAccess.settings' : 'noAccess.page')} role="alert" />
      <Button appearance="secondary" onClick={() => void navigate('/')}>
        {t('notAvailable.home')}
      </Button>
    </div>
  );
}
