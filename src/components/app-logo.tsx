import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../assets/logo-mark';
import { isPlainClick } from '../lib/link-click';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
  },
});

/** Mark plus product name. A plain link to '/': a full load is fine from error pages too. */
export function AppLogo({ href = '/', onNavigate }: { href?: string; onNavigate?: (href: string) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <a
      className={styles.root}
      href={href}
      aria-label={t('header.home')}
      onClick={(event) => {
        if (!onNavigate || !isPlainClick(event)) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      <LogoMark />
      <Text weight="semibold" size={400}>
        {t('appName')}
      </Text>
    </a>
  );
}
