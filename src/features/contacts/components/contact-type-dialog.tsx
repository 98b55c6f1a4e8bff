import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Spinner, Textarea } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_TYPE_DESCRIPTION_MAX, CONTACT_TYPE_NAME_MAX, type ContactType } from '../../../../contracts/contact.schema';
import type { ErrorCode } from '../../../../contracts/errors';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useSaveContactType } from '../api/save-contact-type';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type?: ContactType;
}

/** Add or edit a contact type: a name (not empty, unique per company) and a description. */
export function ContactTypeDialog({ open, onOpenChange, type }: Props) {
  return (
    <Dialog open={open} onOpenChange={(_, d) => onOpenChange(d.open)}>
      <DialogSurface>{open ? <TypeForm type={type} onDone={() => onOpenChange(false)} /> : null}</DialogSurface>
    </Dialog>
  );
}

function TypeForm({ type, onDone }: { type?: ContactType; onDone: () => void }) {
  const { t } = useTranslation('contacts');
  const { t: te } = useTranslation('errors');
  const save = useSaveContactType();
  const [name, setName] = useState(type?.name ?? '');
  const [description, setDescription] = useState(type?.description ?? '');
  const [nameError, setNameError] = useState<ErrorCode | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const shownError: ErrorCode | null = nameError ?? (submitted && !name.trim() ? 'err_contact_type_name_empty' : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!name.trim() || save.isPending) return;
    try {
      const saved = await save.mutateAsync({ id: type?.id, body: { name, description } });
      showToast({ intent: 'success', title: t(type ? 'types.updated' : 'types.created', { name: saved.name }) });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'err_contact_type_duplicate' || error.code === 'err_contact_type_name_empty')) setNameError(error.code);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <DialogBody>
        <DialogTitle>{t(type ? 'types.editTitle' : 'types.addTitle')}</DialogTitle>
        <DialogContent>
          <Field label={t('types.name')} required validationState={shownError ? 'error' : 'none'} validationMessage={shownError ? te(shownError) : undefined}>
            <Input
              value={name}
              maxLength={CONTACT_TYPE_NAME_MAX}
              onChange={(_, d) => {
                setName(d.value);
                setNameError(null);
              }}
            />
          </Field>
          <Field label={t('types.description')}>
            <Textarea value={description} maxLength={CONTACT_TYPE_DESCRIPTION_MAX} onChange={(_, d) => setDescription(d.value)} />
          </Field>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" disabled={save.isPending} onClick={onDone}>
            {t('types.cancel')}
          </Button>
          <Button appearance="primary" type="submit" disabled={save.isPending} icon={save.isPending ? <Spinner size="tiny" /> : undefined}>
            {t('types.save')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
