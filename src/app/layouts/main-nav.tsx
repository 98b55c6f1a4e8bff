import { Suspense, lazy } from 'react';
import { NavDrawer, NavDrawerBody, NavItem, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLinkNavigate } from '../../lib/link-click';
import { MenuIcon } from '../../components/menu-icon';
import { useCurrentUser } from '../../lib/current-user';
import { activeMenuKey, visibleMenu } from '../../lib/menu';
import type { SideNavProps } from './app-shell';
import { ensureNamespaces } from '../../lib/i18n-namespaces';

// The unread badge (and the realtime feed behind it) arrives just after the first paint.
const UnreadTotalBadge = lazy(async () => {
  const [m] = await Promise.all([import('../../features/interactions/components/unread-total-badge'), ensureNamespaces(['interactions'])]);
  return { default: m.UnreadTotalBadge };
});

const useStyles = makeStyles({
  drawer: { height: 'auto', minHeight: '100%' },
  // Unsized icons follow the font size; the nav's icon slot expects 20 px ones.
  icon: { fontSize: '20px' },
});

/** Main menu of spec §2; entries the user has no permission for are not shown. */
export function MainNav({ type, open, onOpenChange }: SideNavProps) {
  const styles = useStyles();
  const { t } = useTranslation(['common', 'menu']);
  const go = useLinkNavigate();
  const { pathname } = useLocation();
  const { me } = useCurrentUser();
  const items = visibleMenu(me);

  return (
    <NavDrawer
      className={type === 'inline' ? styles.drawer : undefined}
      type={type}
      open={open}
      onOpenChange={(_event, data) => onOpenChange(data.open)}
      selectedValue={activeMenuKey(pathname, items) ?? ''}
      aria-label={t('header.mainMenu')}
    >
      <NavDrawerBody>
        {items.map((item) => (
          <NavItem
            key={item.key}
            value={item.key}
            href={item.to}
            icon={<MenuIcon name={item.key} className={styles.icon} />}
            onClick={go(item.to)}
          >
            {t(`menu:${item.key}`)}
            {item.key === 'interacts_live' ? (
              <Suspense fallback={null}>
                <UnreadTotalBadge />
              </Suspense>
            ) : null}
          </NavItem>
        ))}
      </NavDrawerBody>
    </NavDrawer>
  );
}
