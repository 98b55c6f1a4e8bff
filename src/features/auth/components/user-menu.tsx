import { Avatar, Button, Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PersonRegular, QuestionCircleRegular, SignOutRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { displayName, useCurrentUser } from '../../../lib/current-user';
import { useLogout } from '../api/logout';

const useStyles = makeStyles({
  identity: { display: 'flex', flexDirection: 'column', padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  email: { color: tokens.colorNeutralForeground3 },
});

/** Header avatar menu: who is signed in, the profile page and sign out. */
export function UserMenu() {
  const styles = useStyles();
  const { t } = useTranslation(['common', 'menu']);
  const navigate = useNavigate();
  const { me } = useCurrentUser();
  const logout = useLogout();
  const name = displayName(me);

  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" aria-label={t('header.userMenu')} icon={<Avatar name={name} size={28} color="colorful" />} />
      </MenuTrigger>
      <MenuPopover>
        <div className={styles.identity}>
          <Text weight="semibold">{name}</Text>
          <Text size={200} className={styles.email}>
            {me.email}
          </Text>
        </div>
        <MenuList>
          <MenuDivider />
          <MenuItem icon={<PersonRegular />} onClick={() => navigate('/user')}>
            {t('user.profile')}
          </MenuItem>
          <MenuItem icon={<QuestionCircleRegular />} onClick={() => navigate('/guide/general')}>
            {t('menu:help')}
          </MenuItem>
          <MenuItem icon={<SignOutRegular />} disabled={logout.isPending} onClick={() => logout.mutate()}>
            {t('user.signOut')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
