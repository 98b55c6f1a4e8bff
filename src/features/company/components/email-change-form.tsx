import { Button, Field, Input, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { COMPANY_FIELD_MAX, type Profile } from '../../../../contracts/company.schema';
import { showToast } from '../../../lib/toasts';
import { useCancelEmailChange } from '../api/cancel-email-change';
import { useChangeEmail } from '../api/change-email';
import { fieldValidation } from '../forms/field-message';
import { REQUIRED, emailRule } from '../forms/rules';
import { useForm } from '../forms/use-form';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '360px' },
  pending: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

const EMPTY = { email: '', current_password: '' };

/**
 * The sign-in e-mail: shown, and changed only with the current password and a link mailed to the
 * new address (the server changes nothing until the link is confirmed). A waiting change can be
 * withdrawn.
 */
export function EmailChangeForm({ profile }: { profile: Profile }) {
  const styles = useStyles();
  const { t } = useTranslation(['company', 'common', 'errors']);
  const change = useChangeEmail();
  const cancel = useCancelEmailChange();
  const form = useForm(EMPTY, (v) => ({
    email: emailRule(v.email) ?? (v.email.trim().toLowerCase() === profile.email ? { key: 'company:emailChange.same' } : undefined),
    current_password: v.current_password ? undefined : REQUIRED,
  }));

  const submit = form.handleSubmit(async (values) => {
    const saved = await change.mutateAsync({ email: values.email.trim(), current_password: values.current_password });
    form.reset(EMPTY);
    showToast({ intent: 'success', title: t('emailChange.sent', { email: saved.pending_email ?? values.email.trim() }) });
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field label={t('emailChange.current')}>
        <Input value={profile.email} readOnly />
      </Field>
      {profile.pending_email ? (
        <div className={styles.pending} role="status">
          <Text>{t('emailChange.pending', { email: profile.pending_email })}</Text>
          <Button size="small" disabled={cancel.isPending} onClick={() => cancel.mutate(undefined, { onSuccess: () => showToast({ intent: 'success', title: t('emailChange.cancelled') }) })}>
            {t('emailChange.cancel')}
          </Button>
        </div>
      ) : null}
      <Field label={t('emailChange.new')} hint={t('emailChange.hint')} required {...fieldValidation(t, form.errorOf('email'))}>
        <Input type="email" autoComplete="email" maxLength={COMPANY_FIELD_MAX} value={form.values.email} onChange={(_, d) => form.setValue('email', d.value)} />
      </Field>
      <Field label={t('emailChange.password')} required {...fieldValidation(t, form.errorOf('current_password'))}>
        <Input type="password" autoComplete="current-password" maxLength={200} value={form.values.current_password} onChange={(_, d) => form.setValue('current_password', d.value)} />
      </Field>
      <div>
        <Button type="submit" appearance="primary" disabled={form.submitting} icon={form.submitting ? <Spinner size="tiny" /> : undefined}>
          {t('emailChange.submit')}
        </Button>
      </div>
    </form>
  );
}
