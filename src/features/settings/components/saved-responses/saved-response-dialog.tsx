import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SAVED_RESPONSE_ANSWER_MAX,
  SAVED_RESPONSE_KEY_MAX,
  SavedResponseRulesSchema,
  type SavedResponse,
  type SavedResponseBody,
} from '../../../../../contracts/saved-response.schema';
import { FormDialog } from '../../../../components/form-dialog';
import { TextFormField } from '../../../../components/text-form-field';
import { showToast } from '../../../../lib/toasts';
import { useCreateSavedResponse } from '../../api/create-saved-response';
import { useUpdateSavedResponse } from '../../api/update-saved-response';

interface SavedResponseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The response to edit; none to add one. */
  response?: SavedResponse;
}

/** Add or edit a saved response; the key rule is checked as it is typed, duplicates (in any case) by the server. */
export function SavedResponseDialog({ open, onOpenChange, response }: SavedResponseDialogProps) {
  // Mounted only while open, so each opening starts from the record.
  return open ? <SavedResponseForm response={response} onOpenChange={onOpenChange} /> : null;
}

function SavedResponseForm({ response, onOpenChange }: { response?: SavedResponse; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['settings', 'common']);
  const create = useCreateSavedResponse();
  const update = useUpdateSavedResponse();
  const form = useForm({
    resolver: zodResolver(SavedResponseRulesSchema),
    mode: 'onChange',
    defaultValues: { key: response?.key ?? '', answer: response?.answer ?? '' },
  });
  const key = useWatch({ control: form.control, name: 'key' });

  const onSubmit = async (body: SavedResponseBody) => {
    if (response) await update.mutateAsync({ id: response.id, body });
    else await create.mutateAsync(body);
    showToast({ intent: 'success', title: t(response ? 'savedResponses.saved' : 'savedResponses.added', { key: body.key }) });
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t(response ? 'savedResponses.editTitle' : 'savedResponses.addTitle')}
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
    >
      <TextFormField
        control={form.control}
        name="key"
        label={t('savedResponses.key')}
        required
        hint={t('savedResponses.keyHint', { key: key.trim() || '…' })}
        max={SAVED_RESPONSE_KEY_MAX}
      />
      <TextFormField control={form.control} name="answer" label={t('savedResponses.answer')} required max={SAVED_RESPONSE_ANSWER_MAX} rows={5} />
    </FormDialog>
  );
}
