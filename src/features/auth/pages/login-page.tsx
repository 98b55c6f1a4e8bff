import { Text, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LogoMark } from '../../../assets/logo-mark';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { LoginForm } from '../components/login-form';
import { SESSION_END_CODES, isSessionEndReason } from '../../../../contracts/socket/protocol';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', flexGrow: 1 },
  top: { display: 'flex', justifyContent: 'flex-end', padding: tokens.spacingHorizontalL },
  center: { flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: tokens.spacingHorizontalL },
  card: {
    width: '100%',
    maxWidth: '400px',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
  heading: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS, textAlign: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** /login (empty layout): the console's own sign-in, used in dev and wherever no public site exists. */
export default function LoginPage() {
  const styles = useStyles();
  const { t } = useTranslation(['common', 'auth', 'errors']);
  const [params] = useSearchParams();
  const next = params.get('next') ?? undefined;
  // Sent here because the server ended the session (session-ended-effect.tsx): say why.
  const reason = params.get('reason');
  const ended = isSessionEndReason(reason) ? t(`errors:${SESSION_END_CODES[reason]}`) : null;

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <LanguageSwitcher />
      </div>
      <div className={styles.center}>
        <section className={styles.card}>
          <div className={styles.heading}>
            <LogoMark width={48} height={48} />
            <Text as="h1" size={700} weight="semibold">
              {t('auth:login.title')}
            </Text>
            <Text className={styles.muted}>{t('auth:login.subtitle')}</Text>
          </div>
          {ended ? (
            <Text as="p" role="status">
              {ended}
            </Text>
          ) : null}
          <LoginForm next={next} />
        </section>
      </div>
    </div>
  );
}
