import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTACT_TYPE_DESCRIPTION_MAX, CONTACT_TYPE_NAME_MAX, ContactTypeRulesSchema, type ContactType } from '../../../../contracts/contact.schema';
import { FormDialog } from '../../../components/form-dialog';
import { TextFormField } from '../../../components/text-form-field';
import { showToast } from '../../../lib/toasts';
import { useSaveContactType } from '../api/save-contact-type';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type?: ContactType;
}

/** Add or edit a contact type: a name (not empty, unique per company) and a description. */
export function ContactTypeDialog({ open, onOpenChange, type }: Props) {
  return open ? <TypeForm type={type} onOpenChange={onOpenChange} /> : null;
}

function TypeForm({ type, onOpenChange }: { type?: ContactType; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('contacts');
  const save = useSaveContactType();
  const form = useForm({
    resolver: zodResolver(ContactTypeRulesSchema),
    mode: 'onChange',
    defaultValues: { name: type?.name ?? '', description: type?.description ?? '' },
  });

  const onSubmit = async (body: { name: string; description: string }) => {
    const saved = await save.mutateAsync({ id: type?.id, body });
    showToast({ intent: 'success', title: t(type ? 'types.updated' : 'types.created', { name: saved.name }) });
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t(type ? 'types.editTitle' : 'types.addTitle')}
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('types.cancel')}
      submitLabel={t('types.save')}
    >
      <TextFormField control={form.control} name="name" label={t('types.name')} required max={CONTACT_TYPE_NAME_MAX} />
      <TextFormField control={form.control} name="description" label={t('types.description')} max={CONTACT_TYPE_DESCRIPTION_MAX} rows={3} />
    </FormDialog>
  );
}
