import { Button, Field, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { passwordError } from '../../../../contracts/password.schema';
import { PASSWORD_MIN } from '../../../../contracts/signup.schema';
import { showToast } from '../../../lib/toasts';
import { useChangePassword } from '../api/change-password';
import { fieldValidation } from '../forms/field-message';
import { REQUIRED } from '../forms/rules';
import { useForm } from '../forms/use-form';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '360px' } });

const EMPTY = { current_password: '', new_password: '' };

/** The rule of contracts (length, common passwords), with its catalogue message. */
const newPasswordRule = (value: string) => {
  if (!value) return REQUIRED;
  const code = passwordError(value);
  return code ? { key: `errors:${code}`, values: { min: PASSWORD_MIN } } : undefined;
};

/** The current password, then a new one of at least 8 characters that is not a common one. */
export function PasswordForm() {
  const styles = useStyles();
  const { t } = useTranslation(['company', 'common', 'errors']);
  const change = useChangePassword();
  const form = useForm(EMPTY, (v) => ({
    current_password: v.current_password ? undefined : REQUIRED,
    new_password: newPasswordRule(v.new_password),
  }));

  const submit = form.handleSubmit(async (values) => {
    await change.mutateAsync(values);
    form.reset(EMPTY);
    showToast({ intent: 'success', title: t('password.done') });
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field label={t('password.current')} required {...fieldValidation(t, form.errorOf('current_password'))}>
        <Input type="password" autoComplete="current-password" value={form.values.current_password} onChange={(_, d) => form.setValue('current_password', d.value)} />
      </Field>
      <Field label={t('password.new')} hint={t('password.hint', { min: PASSWORD_MIN })} required {...fieldValidation(t, form.errorOf('new_password'))}>
        <Input type="password" autoComplete="new-password" value={form.values.new_password} onChange={(_, d) => form.setValue('new_password', d.value)} />
      </Field>
      <div>
        <Button type="submit" appearance="primary" disabled={form.submitting} icon={form.submitting ? <Spinner size="tiny" /> : undefined}>
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
