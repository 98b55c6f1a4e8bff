import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordChangeRulesSchema } from '../../../../contracts/password.schema';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../../contracts/signup.schema';
import { FormError } from '../../../components/form-error';
import { TextFormField } from '../../../components/text-form-field';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { showToast } from '../../../lib/toasts';
import { useChangePassword } from '../api/change-password';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '360px' } });

const EMPTY = { current_password: '', new_password: '' };

/** The current password, then a new one of at least 8 characters that is not a common one (the rules of contracts). */
export function PasswordForm() {
  const styles = useStyles();
  const { t } = useTranslation(['company', 'common', 'errors']);
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(PasswordChangeRulesSchema), mode: 'onChange', defaultValues: EMPTY });
  const { submit, formError, submitting } = useFormSubmit(form, async (values) => {
    await change.mutateAsync(values);
    form.reset(EMPTY);
    showToast({ intent: 'success', title: t('password.done') });
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextFormField
        control={form.control}
        name="current_password"
        label={t('password.current')}
        required
        max={PASSWORD_MAX}
        type="password"
        autoComplete="current-password"
      />
      <TextFormField
        control={form.control}
        name="new_password"
        label={t('password.new')}
        hint={t('password.hint', { min: PASSWORD_MIN })}
        required
        max={PASSWORD_MAX}
        type="password"
        autoComplete="new-password"
      />
      <FormError message={formError} />
      <div>
        <Button type="submit" appearance="primary" disabled={submitting} icon={submitting ? <Spinner size="tiny" /> : undefined}>
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
