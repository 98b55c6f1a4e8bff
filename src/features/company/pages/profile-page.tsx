import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useProfile } from '../api/get-profile';
import { EmailChangeForm } from '../components/email-change-form';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { Section } from '../components/section';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

/** /user: every signed-in user's own details, picture, call access (read-only), sign-in e-mail and password. */
export default function ProfilePage() {
  const styles = useStyles();
  const { t } = useTranslation(['company', 'menu']);
  const query = useProfile();

  let body;
  if (query.isPending) body = <Spinner size="small" label={t('loading')} />;
  else if (query.isError) body = <EmptyState onRetry={() => void query.refetch()} />;
  else {
    const p = query.data;
    body = (
      <>
        <Section title={t('profile.title')}>
          <ProfileForm key={p.id} profile={p} />
        </Section>
        <Section title={t('profile.callAccess')}>
          <Text>{p.extension && p.line ? t('profile.callAccessValue', { extension: p.extension, line: p.line }) : t('profile.noCallAccess')}</Text>
        </Section>
        <Section title={t('emailChange.title')}>
          <EmailChangeForm profile={p} />
        </Section>
        <Section title={t('password.title')}>
          <PasswordForm />
        </Section>
      </>
    );
  }

  return (
    <section className={styles.root}>
      <Text as="h1" size={700} weight="semibold">
        {t('menu:user')}
      </Text>
      {body}
    </section>
  );
}
