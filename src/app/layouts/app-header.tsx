import { Button, Tooltip } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppLogo } from '../../components/app-logo';
import { LanguageSwitcher } from '../../components/language-switcher';
import { ThemeToggle } from '../../components/theme-toggle';
import { UserMenu } from '../../features/auth/components/user-menu';
import { useHeaderStyles } from './header-styles';
import { Suspense } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { useCurrentUser } from '../../lib/current-user';
import { can } from '../../lib/permissions';

// Days left and "pay today" (spec §4, §9), for those who can pay; other days it renders nothing.
const BillingReminder = lazyComponent(() => import('../../features/billing/components/billing-reminder').then((m) => m.BillingReminder), ['billing']);
const FeedbackButton = lazyComponent(() => import('../../features/guide/components/feedback-button').then((m) => m.FeedbackButton), ['guide']);

/** Header of the signed-in layouts: menu button (narrow screens), logo, language, theme, user. */
export function AppHeader({ onToggleMenu }: { onToggleMenu?: () => void }) {
  const styles = useHeaderStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me } = useCurrentUser();
  return (
    <header className={styles.header}>
      {onToggleMenu ? (
        <Tooltip content={t('header.openMenu')} relationship="label">
          <Button appearance="subtle" icon={<NavigationRegular />} onClick={onToggleMenu} />
        </Tooltip>
      ) : null}
      <AppLogo onNavigate={(to) => navigate(to)} />
      <div className={styles.spacer} />
      {me.role === 'admin' && can(me, 'plan.view') ? (
        <Suspense fallback={null}>
          <BillingReminder />
        </Suspense>
      ) : null}
      <LanguageSwitcher />
      <ThemeToggle />
      <Suspense fallback={null}>
        <FeedbackButton iconOnly />
      </Suspense>
      <UserMenu />
    </header>
  );
}
