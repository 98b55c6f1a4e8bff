import { AppLogo } from '../../components/app-logo';
import { LanguageSwitcher } from '../../components/language-switcher';
import { ThemeToggle } from '../../components/theme-toggle';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { useCurrentUser } from '../../lib/current-user';
import { useHeaderStyles } from './header-styles';

/**
 * Header of the error and onboarding layouts: logo, language switcher and, for a signed-in user,
 * sign out. It needs no router, so the top-level error boundary can use it.
 */
export function MinimalHeader({ onNavigate }: { onNavigate?: (to: string) => void }) {
  const styles = useHeaderStyles();
  const { signedIn } = useCurrentUser();
  return (
    <header className={styles.header}>
      <AppLogo onNavigate={onNavigate} />
      <div className={styles.spacer} />
      <LanguageSwitcher />
      <ThemeToggle />
      {signedIn ? <SignOutButton /> : null}
    </header>
  );
}
