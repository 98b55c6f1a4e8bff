import { NavDivider, NavDrawer, NavDrawerBody, NavItem, NavSectionHeader, makeStyles } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { useLinkNavigate } from '../../lib/link-click';
import { can } from '../../lib/permissions';
import type { SideNavProps } from './app-shell';
import { SETTINGS_SECTIONS, activeSettingsKey, settingsItemPath } from './settings-sections';

const useStyles = makeStyles({
  // Never squeezed by a wide table beside it.
  drawer: { height: 'auto', minHeight: '100%', flexShrink: 0 },
});

/** Settings side navigation, grouped as the spec's "Settings sections". */
export function SettingsNav({ type, open, onOpenChange }: SideNavProps) {
  const styles = useStyles();
  const { t } = useTranslation(['common', 'menu']);
  const go = useLinkNavigate();
  const { pathname } = useLocation();
  const { me } = useCurrentUser();

  return (
    <NavDrawer
      className={type === 'inline' ? styles.drawer : undefined}
      type={type}
      open={open}
      onOpenChange={(_event, data) => onOpenChange(data.open)}
      selectedValue={activeSettingsKey(pathname)}
      aria-label={t('menu:settings')}
    >
      <NavDrawerBody>
        <NavItem value="__back" href="/" icon={<ArrowLeftRegular />} onClick={go('/')}>
          {t('menu:back_to_main')}
        </NavItem>
        <NavDivider />
        {SETTINGS_SECTIONS.map((section) => (
          <Fragment key={section.group}>
            <NavSectionHeader>{t(`menu:settings_groups.${section.group}`)}</NavSectionHeader>
            {section.items
              .filter((item) => !item.permission || can(me, item.permission))
              .map((item) => (
                <NavItem key={item.key} value={item.key} href={settingsItemPath(item)} onClick={go(settingsItemPath(item))}>
                  {t(`menu:settings_items.${item.key}`)}
                </NavItem>
              ))}
          </Fragment>
        ))}
      </NavDrawerBody>
    </NavDrawer>
  );
}
