import { Button, Field, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ProfileRulesSchema, type Profile } from '../../../../contracts/company.schema';
import { NAME_MAX } from '../../../../contracts/constants';
import { PHONE_MAX } from '../../../../contracts/phone-rule';
import { FormError } from '../../../components/form-error';
import { FormField } from '../../../components/form-field';
import { useCurrentUser } from '../../../lib/current-user';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { showToast } from '../../../lib/toasts';
import { useUpdateProfile } from '../api/update-profile';
import { ImagePicker } from './image-picker';

const useStyles = makeStyles({
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: tokens.spacingVerticalM },
  wide: { gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
});

/** The profile's rules (names as on sign-up and invitations, with their maximum) plus the picture. */
const ProfileFormSchema = ProfileRulesSchema.extend({ picture: z.string().nullable() });

const valuesOf = (p: Profile) => ({ last_name: p.last_name, first_name: p.first_name, phone: p.phone, picture: p.picture });

/**
 * One's own details; the role is shown read-only (users cannot change their own role), the
 * sign-in e-mail changes in its own section (EmailChangeForm), with the password and a mailed link.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const styles = useStyles();
  const { t } = useTranslation(['company', 'common', 'errors']);
  const { updateMe } = useCurrentUser();
  const save = useUpdateProfile();
  const form = useForm({ resolver: zodResolver(ProfileFormSchema), mode: 'onChange', defaultValues: valuesOf(profile) });
  const { submit, formError, submitting } = useFormSubmit(form, async (values) => {
    const saved = await save.mutateAsync({ ...values, picture: values.picture ?? null });
    form.reset(valuesOf(saved));
    // The header greets by name: it reads /api/me, which the server already changed.
    updateMe({ first_name: saved.first_name, last_name: saved.last_name, email: saved.email });
    showToast({ intent: 'success', title: t('profile.saved') });
  });
  const text = (name: 'last_name' | 'first_name' | 'phone', type: 'text' | 'tel', autoComplete: string, maxLength: number, required = true) => (
    <FormField
      control={form.control}
      name={name}
      label={t(`profile.${name}`)}
      required={required}
      render={(field) => (
        <Input type={type} autoComplete={autoComplete} maxLength={maxLength} {...field} value={field.value ?? ''} onChange={(_, d) => field.onChange(d.value)} />
      )}
    />
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {text('last_name', 'text', 'family-name', NAME_MAX)}
      {text('first_name', 'text', 'given-name', NAME_MAX)}
      {text('phone', 'tel', 'tel', PHONE_MAX, false)}
      <Field label={t('profile.role')} hint={t('profile.roleHint')}>
        <Input value={t(`roles.${profile.role}`)} readOnly />
      </Field>
      <div className={styles.wide}>
        <Controller
          control={form.control}
          name="picture"
          render={({ field, fieldState }) => (
            <ImagePicker
              label={t('profile.picture')}
              alt={t('profile.pictureAlt')}
              pickLabel={t('profile.pick')}
              removeLabel={t('profile.remove')}
              value={field.value ?? null}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <div className={styles.wide}>
        <FormError message={formError} />
        <Button type="submit" appearance="primary" disabled={submitting} icon={submitting ? <Spinner size="tiny" /> : undefined}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
