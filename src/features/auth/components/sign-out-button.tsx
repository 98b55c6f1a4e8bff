import { Button } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../api/logout';

export function SignOutButton() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Button appearance="subtle" icon={<SignOutRegular />} disabled={logout.isPending} onClick={() => logout.mutate()}>
      {t('user.signOut')}
    </Button>
  );
}
