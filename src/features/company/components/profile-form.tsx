import { Button, Field, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../../contracts/company.schema';
import { useCurrentUser } from '../../../lib/current-user';
import { showToast } from '../../../lib/toasts';
import { useUpdateProfile } from '../api/update-profile';
import { fieldValidation } from '../forms/field-message';
import { personNameRule, phoneRule } from '../forms/rules';
import { useForm, type FieldErrors } from '../forms/use-form';
import { ImagePicker } from './image-picker';

const useStyles = makeStyles({
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: tokens.spacingVerticalM },
  wide: { gridColumn: '1 / -1' },
});

interface Values extends Record<string, unknown> {
  last_name: string;
  first_name: string;
  phone: string;
  picture: string | null;
}

/** Spec §5 User: names longer than 2 characters; the phone is optional here. */
export const validateProfile = (v: Values): FieldErrors<Values> => ({
  last_name: personNameRule(v.last_name),
  first_name: personNameRule(v.first_name),
  phone: phoneRule(v.phone, true),
});

const valuesOf = (p: Profile): Values => ({ last_name: p.last_name, first_name: p.first_name, phone: p.phone, picture: p.picture });

/**
 * One's own details; the role is shown read-only (users cannot change their own role), the
 * sign-in e-mail changes in its own section (EmailChangeForm), with the password and a mailed link.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const styles = useStyles();
  const { t } = useTranslation(['company', 'common', 'errors']);
  const { updateMe } = useCurrentUser();
  const save = useUpdateProfile();
  const form = useForm(valuesOf(profile), validateProfile);
  const v = form.values;

  const submit = form.handleSubmit(async (values) => {
    const saved = await save.mutateAsync({
      last_name: values.last_name.trim(),
      first_name: values.first_name.trim(),
      phone: values.phone.trim(),
      picture: values.picture,
    });
    form.reset(valuesOf(saved));
    // The header greets by name: it reads /api/me, which the server already changed.
    updateMe({ first_name: saved.first_name, last_name: saved.last_name });
    showToast({ intent: 'success', title: t('profile.saved') });
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field label={t('profile.last_name')} required {...fieldValidation(t, form.errorOf('last_name'))}>
        <Input value={v.last_name} autoComplete="family-name" onChange={(_, d) => form.setValue('last_name', d.value)} />
      </Field>
      <Field label={t('profile.first_name')} required {...fieldValidation(t, form.errorOf('first_name'))}>
        <Input value={v.first_name} autoComplete="given-name" onChange={(_, d) => form.setValue('first_name', d.value)} />
      </Field>
      <Field label={t('profile.phone')} {...fieldValidation(t, form.errorOf('phone'))}>
        <Input type="tel" value={v.phone} autoComplete="tel" onChange={(_, d) => form.setValue('phone', d.value)} />
      </Field>
      <Field label={t('profile.role')} hint={t('profile.roleHint')}>
        <Input value={t(`roles.${profile.role}`)} readOnly />
      </Field>
      <div className={styles.wide}>
        <ImagePicker
          label={t('profile.picture')}
          alt={t('profile.pictureAlt')}
          pickLabel={t('profile.pick')}
          removeLabel={t('profile.remove')}
          value={v.picture}
          onChange={(picture) => form.setValue('picture', picture)}
          error={form.errorOf('picture')}
        />
      </div>
      <div className={styles.wide}>
        <Button type="submit" appearance="primary" disabled={form.submitting} icon={form.submitting ? <Spinner size="tiny" /> : undefined}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
