import { Input, Select, Switch, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_ADDRESS_DETAIL_MAX,
  CONTACT_DESCRIPTION_MAX,
  CONTACT_NAME_MAX,
  CONTACT_NOTE_MAX,
  CONTACT_TEXT_MAX,
  type Contact,
} from '../../../../contracts/contact.schema';
import { ContactRulesSchema } from '../../../../contracts/contact-rules';
import { EMAIL_MAX } from '../../../../contracts/field-rules';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { TagInput } from '../../../components/tag-input';
import { showToast } from '../../../lib/toasts';
import { useContactTypes } from '../api/contact-types';
import { useSaveContact } from '../api/save-contact';
import { contactName } from '../lib/display-name';
import { emptyContactValues, valuesOf, type ContactFormValues } from '../lib/form-values';
import { SocialAccountsEditor } from './social-accounts-editor';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  section: { marginTop: tokens.spacingVerticalS },
});

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The contact to edit; a new one when absent. */
  contact?: Contact;
  onSaved?: (contact: Contact) => void;
}

/** Add or edit a contact; every rule of spec §5 (contracts' contactViolations) is shown beside its field, as the server would answer. */
export function ContactFormDialog({ open, onOpenChange, contact, onSaved }: Props) {
  return open ? <ContactForm contact={contact} onOpenChange={onOpenChange} onSaved={onSaved} /> : null;
}

/** Rules that read two fields (a name or the other; a phone or an e-mail): a change re-checks the pair. */
const PAIRED: Partial<Record<string, (keyof ContactFormValues)[]>> = {
  first_name: ['last_name'],
  last_name: ['first_name'],
  phone: ['email'],
  email: ['phone'],
};

type TextField = 'first_name' | 'last_name' | 'phone' | 'email' | 'company_name' | 'profession' | 'city' | 'district' | 'subdistrict';

function ContactForm({ contact, onOpenChange, onSaved }: { contact?: Contact; onOpenChange: (open: boolean) => void; onSaved?: (c: Contact) => void }) {
  const styles = useStyles();
  const { t } = useTranslation('contacts');
  const types = useContactTypes();
  const save = useSaveContact();
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(ContactRulesSchema) as never,
    mode: 'onChange',
    defaultValues: contact ? valuesOf(contact) : emptyContactValues(),
  });
  const { control } = form;
  // The counted fields' lengths, watched (re-rendered as they are typed).
  const [note, addressDetail, description] = useWatch({ control, name: ['note', 'address_detail', 'description'] });
  const typed = { note, address_detail: addressDetail, description };

  const text = (field: TextField, label: string, max: number, props: { type?: 'email' | 'tel' } = {}) => (
    <FormField
      control={control}
      name={field}
      label={label}
      deps={PAIRED[field]}
      render={(f) => <Input {...f} value={f.value as string} maxLength={max} type={props.type} onChange={(_, d) => f.onChange(d.value)} />}
    />
  );
  const counted = (field: 'note' | 'address_detail' | 'description', max: number) => (
    <FormField
      control={control}
      name={field}
      label={t(`fields.${field}`)}
      hint={t('form.counter', { count: (typed[field] ?? '').length, max })}
      render={(f) => <Textarea {...f} value={f.value as string} resize="vertical" onChange={(_, d) => f.onChange(d.value)} />}
    />
  );

  const onSubmit = async (values: ContactFormValues) => {
    const body = {
      ...values,
      social_accounts: values.social_accounts.filter((s) => s.id.trim()),
    };
    const saved = await save.mutateAsync({ id: contact?.id, body });
    showToast({
      intent: 'success',
      title: t(contact ? 'form.updated' : 'form.created', {
        name: contactName(saved),
      }),
    });
    onSaved?.(saved);
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      surfaceClassName={styles.surface}
      title={t(contact ? 'form.editTitle' : 'form.addTitle')}
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.save')}
    >
      <Text weight="semibold">{t('form.sections.main')}</Text>
      <div className={styles.grid}>
        {text('first_name', t('fields.first_name'), CONTACT_NAME_MAX)}
        {text('last_name', t('fields.last_name'), CONTACT_NAME_MAX)}
        {text('phone', t('fields.phone'), 40, { type: 'tel' })}
        {text('email', t('fields.email'), EMAIL_MAX, { type: 'email' })}
        <FormField
          control={control}
          name="extra_phones"
          label={t('fields.extra_phones')}
          hint={t('form.extraHint')}
          render={(f) => <TagInput aria-label={t('form.addPhone')} value={f.value} onChange={f.onChange} />}
        />
        <FormField
          control={control}
          name="extra_emails"
          label={t('fields.extra_emails')}
          hint={t('form.extraHint')}
          render={(f) => <TagInput aria-label={t('form.addEmail')} value={f.value} onChange={f.onChange} />}
        />
        <FormField
          control={control}
          name="type_id"
          label={t('fields.type')}
          render={(f) => (
            <Select value={f.value ? String(f.value) : ''} onChange={(_, d) => f.onChange(d.value ? Number(d.value) : null)}>
              <option value="">{t('form.noType')}</option>
              {(types.data ?? []).map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </Select>
          )}
        />
        <FormField
          control={control}
          name="is_special"
          label={t('fields.is_special')}
          render={(f) => <Switch checked={f.value} onChange={(_, d) => f.onChange(d.checked)} />}
        />
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
      <FormField
        control={control}
        name="social_accounts"
        label={t('fields.social_accounts')}
        render={(f) => <SocialAccountsEditor value={f.value} onChange={f.onChange} />}
      />
    </FormDialog>
  );
}
