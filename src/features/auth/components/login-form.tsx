import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message';
import { useLogin } from '../api/login';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // A plain alert box instead of MessageBar: the sign-in page has a tight size budget.
  alert: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder1}`,
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorPaletteRedForeground1,
  },
});

/**
 * Email and password form posting to /pub/login. Failures (wrong password, inactive user, too many
 * attempts) are shown in the form in the chosen language, not as a toast.
 */
export function LoginForm({ next }: { next?: string }) {
  const styles = useStyles();
  const { t } = useTranslation(['common', 'auth']);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const login = useLogin();

  const emailMissing = submitted && email.trim() === '';
  const passwordMissing = submitted && password === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (email.trim() === '' || password === '') return;
    login.mutate({ email: email.trim(), password, ...(next ? { next } : {}) });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {login.error ? (
        <Text as="p" role="alert" className={styles.alert}>
          {describeError(login.error)}
        </Text>
      ) : null}
      <Field label={t('auth:login.email')} validationMessage={emailMissing ? t('validation.required') : undefined}>
        <Input type="email" name="email" autoComplete="username" aria-required value={email} onChange={(_event, data) => setEmail(data.value)} />
      </Field>
      <Field label={t('auth:login.password')} validationMessage={passwordMissing ? t('validation.required') : undefined}>
        <Input type="password" name="password" autoComplete="current-password" aria-required value={password} onChange={(_event, data) => setPassword(data.value)} />
      </Field>
      <Button type="submit" appearance="primary" size="large" disabledFocusable={login.isPending || login.isSuccess} aria-busy={login.isPending}>
        {t('auth:login.submit')}
      </Button>
    </form>
  );
}
