import { Button, Field, Input, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Profile } from '../../../../contracts/company.schema';
import { EMAIL_MAX, EmailRule } from '../../../../contracts/field-rules';
import { PASSWORD_MAX } from '../../../../contracts/signup.schema';
import { FormError } from '../../../components/form-error';
import { TextFormField } from '../../../components/text-form-field';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { showToast } from '../../../lib/toasts';
import { useCancelEmailChange } from '../api/cancel-email-change';
import { useChangeEmail } from '../api/change-email';

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

/** The one e-mail rule, a new address (not the current one), and the current password. */
const emailChangeRules = (current: string) =>
  z.object({
    email: EmailRule.refine((email) => email.trim().toLowerCase() !== current, { error: 'company:emailChange.same' }),
    current_password: z.string().min(1, { error: 'err_value_required' }),
  });

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
  const rules = useMemo(() => emailChangeRules(profile.email), [profile.email]);
  const form = useForm({ resolver: zodResolver(rules), mode: 'onChange', defaultValues: EMPTY });
  const { submit, formError, submitting } = useFormSubmit(form, async (values) => {
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
          <Button
            size="small"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSuccess: () => showToast({ intent: 'success', title: t('emailChange.cancelled') }) })}
          >
            {t('emailChange.cancel')}
          </Button>
        </div>
      ) : null}
      <TextFormField
        control={form.control}
        name="email"
        label={t('emailChange.new')}
        hint={t('emailChange.hint')}
        required
        max={EMAIL_MAX}
        type="email"
        autoComplete="email"
      />
      <TextFormField
        control={form.control}
        name="current_password"
        label={t('emailChange.password')}
        required
        max={PASSWORD_MAX}
        type="password"
        autoComplete="current-password"
      />
      <FormError message={formError} />
      <div>
        <Button type="submit" appearance="primary" disabled={submitting} icon={submitting ? <Spinner size="tiny" /> : undefined}>
          {t('emailChange.submit')}
        </Button>
      </div>
    </form>
  );
}
