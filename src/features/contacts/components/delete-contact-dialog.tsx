import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../../contracts/contact.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeError } from '../../../lib/error-message';
import { showToast } from '../../../lib/toasts';
import { useDeleteContact } from '../api/delete-contact';
import { contactName } from '../lib/display-name';

interface Props {
  contact: Contact;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/** 'Зөвшөөрөх' / 'Болих'; a refusal (open interactions or issues) is shown, translated, in the dialog. */
export function DeleteContactDialog({ contact, open, onOpenChange, onDeleted }: Props) {
  const { t } = useTranslation('contacts');
  const remove = useDeleteContact();
  const [problem, setProblem] = useState<string | null>(null);
  const name = contactName(contact) || t('list.unnamed');
  const confirm = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync(contact.id);
    } catch (error) {
      setProblem(describeError(error));
      throw error;
    }
    showToast({ intent: 'success', title: t('detail.deleted', { name }) });
    onDeleted();
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setProblem(null);
        onOpenChange(next);
      }}
      title={t('detail.deleteTitle')}
      onConfirm={confirm}
    >
      <Text block>{t('detail.deleteBody', { name })}</Text>
      {problem ? (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      ) : null}
    </ConfirmDialog>
  );
}
