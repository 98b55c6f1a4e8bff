import { Suspense } from 'react';
import { NavDrawer, NavDrawerBody, NavItem, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLinkNavigate } from '../../lib/link-click';
import { MenuIcon } from '../../components/menu-icon';
import { useCurrentUser } from '../../lib/current-user';
import { activeMenuKey, visibleMenu } from '../../lib/menu';
import type { SideNavProps } from './app-shell';
import { lazyComponent } from '../../lib/lazy-component';

// The unread badge (and the realtime feed behind it) arrives just after the first paint.
const UnreadTotalBadge = lazyComponent(() => import('../../features/interactions/components/unread-total-badge').then((m) => m.UnreadTotalBadge), ['interactions']);

const useStyles = makeStyles({
  // Never squeezed by a wide table beside it.
  drawer: { height: 'auto', minHeight: '100%', flexShrink: 0 },
  // Unsized icons follow the font size; the nav's icon slot expects 20 px ones.
  icon: { fontSize: '20px' },
});

/** Main menu of spec §2; entries the user has no permission for are not shown. */
export function MainNav({ type, open, onOpenChange, revealed = false }: SideNavProps) {
  const styles = useStyles();
  const { t } = useTranslation(['common', 'menu']);
  const go = useLinkNavigate();
  const { pathname } = useLocation();
  const { me } = useCurrentUser();
  const items = visibleMenu(me);

  return (
    <NavDrawer
      data-tour="main-menu"
      className={type === 'inline' ? styles.drawer : undefined}
      type={type}
      open={open}
      modalType={revealed ? 'non-modal' : undefined}
      onOpenChange={(_event, data) => onOpenChange(data.open)}
      selectedValue={activeMenuKey(pathname, items) ?? ''}
      aria-label={t('header.mainMenu')}
    >
      <NavDrawerBody>
        {items.map((item) => (
          <NavItem
            key={item.key}
            data-tour={`menu-${item.key}`}
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
