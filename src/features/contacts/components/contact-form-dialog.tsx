import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Select,
  Spinner,
  Switch,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_ADDRESS_DETAIL_MAX, CONTACT_DESCRIPTION_MAX, CONTACT_NAME_MAX, CONTACT_NOTE_MAX, CONTACT_TEXT_MAX, type Contact } from '../../../../contracts/contact.schema';
import { isErrorCode } from '../../../../contracts/errors';
import { TagInput } from '../../../components/tag-input';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useContactTypes } from '../api/contact-types';
import { useSaveContact } from '../api/save-contact';
import { contactName } from '../lib/display-name';
import { emptyContactValues, formErrors, valuesOf, type ContactFormValues, type FieldError, type FormField } from '../lib/form-values';
import { useFieldError } from './field-error';
import { SocialAccountsEditor } from './social-accounts-editor';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM },
  section: { marginTop: tokens.spacingVerticalS },
});

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The contact to edit; a new one when absent. */
  contact?: Contact;
  onSaved?: (contact: Contact) => void;
}

/** Add or edit a contact; every rule of spec §5 is shown beside its field, as the server would answer. */
export function ContactFormDialog({ open, onOpenChange, contact, onSaved }: Props) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, d) => onOpenChange(d.open)}>
      <DialogSurface className={styles.surface}>{open ? <ContactForm contact={contact} onDone={onOpenChange} onSaved={onSaved} /> : null}</DialogSurface>
    </Dialog>
  );
}

function ContactForm({ contact, onDone, onSaved }: { contact?: Contact; onDone: (open: boolean) => void; onSaved?: (c: Contact) => void }) {
  const styles = useStyles();
  const { t } = useTranslation('contacts');
  const fieldError = useFieldError();
  const types = useContactTypes();
  const save = useSaveContact();
  const [values, setValues] = useState<ContactFormValues>(() => (contact ? valuesOf(contact) : emptyContactValues()));
  const [touched, setTouched] = useState<Partial<Record<FormField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ field: FormField; error: FieldError } | null>(null);
  const errors = useMemo(() => formErrors(values), [values]);

  const errorOf = (field: FormField) => (serverError?.field === field ? serverError.error : touched[field] || submitted ? errors[field] : undefined);
  const set = <K extends FormField>(field: K, value: ContactFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((v) => ({ ...v, [field]: true }));
    if (serverError?.field === field) setServerError(null);
  };
  const text = (field: FormField, label: string, max: number, props: { type?: 'email' | 'tel' } = {}) => (
    <Field label={label} {...fieldError(errorOf(field))}>
      <Input value={values[field] as string} maxLength={max} type={props.type} onChange={(_, d) => set(field, d.value)} />
    </Field>
  );
  const counted = (field: 'note' | 'address_detail' | 'description', max: number) => (
    <Field label={t(`fields.${field}`)} hint={t('form.counter', { count: values[field].length, max })} {...fieldError(errorOf(field))}>
      <Textarea value={values[field]} resize="vertical" onChange={(_, d) => set(field, d.value)} />
    </Field>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || save.isPending) return;
    const body = { ...values, social_accounts: values.social_accounts.filter((s) => s.id.trim()) };
    try {
      const saved = await save.mutateAsync({ id: contact?.id, body });
      showToast({ intent: 'success', title: t(contact ? 'form.updated' : 'form.created', { name: contactName(saved) }) });
      onSaved?.(saved);
      onDone(false);
    } catch (error) {
      // A field refusal (a duplicate e-mail or phone) goes beside its field; the rest were toasted.
      if (error instanceof ApiError && error.code && isErrorCode(error.code)) {
        const field = ((error.body as { field?: string } | undefined)?.field ?? 'email') as FormField;
        const { code: _c, message: _m, field: _f, ...params } = (error.body ?? {}) as Record<string, number>;
        setServerError({ field, error: { code: error.code, params } });
      }
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <DialogBody>
        <DialogTitle>{t(contact ? 'form.editTitle' : 'form.addTitle')}</DialogTitle>
        <DialogContent className={styles.form}>
          <Text weight="semibold">{t('form.sections.main')}</Text>
          <div className={styles.grid}>
            {text('first_name', t('fields.first_name'), CONTACT_NAME_MAX + 1)}
            {text('last_name', t('fields.last_name'), CONTACT_NAME_MAX + 1)}
            {text('phone', t('fields.phone'), 40, { type: 'tel' })}
            {text('email', t('fields.email'), 254, { type: 'email' })}
            <Field label={t('fields.extra_phones')} hint={t('form.extraHint')} {...fieldError(errorOf('extra_phones'))}>
              <TagInput aria-label={t('form.addPhone')} value={values.extra_phones} onChange={(v) => set('extra_phones', v)} />
            </Field>
            <Field label={t('fields.extra_emails')} hint={t('form.extraHint')} {...fieldError(errorOf('extra_emails'))}>
              <TagInput aria-label={t('form.addEmail')} value={values.extra_emails} onChange={(v) => set('extra_emails', v)} />
            </Field>
            <Field label={t('fields.type')}>
              <Select value={values.type_id ? String(values.type_id) : ''} onChange={(_, d) => set('type_id', d.value ? Number(d.value) : null)}>
                <option value="">{t('form.noType')}</option>
                {(types.data ?? []).map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('fields.is_special')}>
              <Switch checked={values.is_special} onChange={(_, d) => set('is_special', d.checked)} />
            </Field>
            {text('company_name', t('fields.company_name'), CONTACT_TEXT_MAX)}
            {text('profession', t('fields.profession'), CONTACT_TEXT_MAX)}
          </div>
          <Text weight="semibold" className={styles.section}>
            {t('form.sections.address')}
          </Text>
          <div className={styles.grid}>
            {text('city', t('fields.city'), CONTACT_TEXT_MAX)}
            {text('district', t('fields.district'), CONTACT_TEXT_MAX)}
            {text('subdistrict', t('fields.subdistrict'), CONTACT_TEXT_MAX)}
          </div>
          {counted('address_detail', CONTACT_ADDRESS_DETAIL_MAX)}
          <Text weight="semibold" className={styles.section}>
            {t('form.sections.more')}
          </Text>
          {counted('note', CONTACT_NOTE_MAX)}
          {counted('description', CONTACT_DESCRIPTION_MAX)}
          <Field label={t('fields.social_accounts')}>
            <SocialAccountsEditor value={values.social_accounts} onChange={(v) => set('social_accounts', v)} />
          </Field>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={() => onDone(false)} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <Button appearance="primary" type="submit" disabled={save.isPending} icon={save.isPending ? <Spinner size="tiny" /> : undefined}>
            {t('form.save')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
