import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Spinner, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SavedResponse } from '../../../../../contracts/saved-response.schema';
import { showToast } from '../../../../lib/toasts';
import { useCreateSavedResponse } from '../../api/create-saved-response';
import { useUpdateSavedResponse } from '../../api/update-saved-response';
import { fieldValidation } from '../../forms/field-message';
import { serverFieldError } from '../../forms/server-field-error';
import { useZodForm } from '../../forms/use-zod-form';
import { SavedResponseFormSchema } from './saved-response-form-schema';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface SavedResponseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The response to edit; none to add one. */
  response?: SavedResponse;
}

/** Add or edit a saved response; the key rule is checked as it is typed, duplicates by the server. */
export function SavedResponseDialog({ open, onOpenChange, response }: SavedResponseDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      {/* The surface unmounts when closed, so each opening starts from the record. */}
      <DialogSurface>
        <SavedResponseForm response={response} onDone={() => onOpenChange(false)} />
      </DialogSurface>
    </Dialog>
  );
}

function SavedResponseForm({ response, onDone }: { response?: SavedResponse; onDone: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation(['settings', 'common']);
  const create = useCreateSavedResponse();
  const update = useUpdateSavedResponse();
  const form = useZodForm(SavedResponseFormSchema, { key: response?.key ?? '', answer: response?.answer ?? '' });

  const submit = form.handleSubmit(async (body) => {
    try {
      if (response) await update.mutateAsync({ id: response.id, body });
      else await create.mutateAsync(body);
    } catch (error) {
      const refusal = serverFieldError(error, { err_quick_response_key_duplicate: 'key', err_quick_response_key_invalid: 'key' } as const);
      if (refusal) form.setServerError(refusal.field, refusal.message);
      throw error;
    }
    showToast({ intent: 'success', title: t(response ? 'savedResponses.saved' : 'savedResponses.added', { key: body.key }) });
    onDone();
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogBody>
        <DialogTitle>{t(response ? 'savedResponses.editTitle' : 'savedResponses.addTitle')}</DialogTitle>
        <DialogContent className={styles.content}>
          <Field
            label={t('savedResponses.key')}
            required
            hint={t('savedResponses.keyHint', { key: form.values.key.trim() || '…' })}
            {...fieldValidation(t, form.errorOf('key'))}
          >
            <Input value={form.values.key} onChange={(_, data) => form.setValue('key', data.value)} />
          </Field>
          <Field label={t('savedResponses.answer')} required {...fieldValidation(t, form.errorOf('answer'))}>
            <Textarea value={form.values.answer} rows={5} resize="vertical" onChange={(_, data) => form.setValue('answer', data.value)} />
          </Field>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" disabled={form.submitting} onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" appearance="primary" disabled={form.submitting} icon={form.submitting ? <Spinner size="tiny" /> : undefined}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
