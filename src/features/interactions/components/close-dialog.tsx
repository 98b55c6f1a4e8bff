import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERACTION_SUBJECT_MAX } from '../../../../contracts/constants';
import { describeError } from '../../../lib/error-message';
import { showToast } from '../../../lib/toasts';
import { useInteractionEvent } from '../api/post-interaction-event';

export interface CloseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  interactionId: number;
  subject: string;
}

/** Close needs a subject (spec §5: "Interaction needs a subject or title"); the server checks it too. */
export function CloseDialog({ open, onOpenChange, interactionId, subject }: CloseDialogProps) {
  const { t } = useTranslation(['interactions', 'list', 'common']);
  const close = useInteractionEvent(interactionId, { silent: true });
  const [value, setValue] = useState(subject.slice(0, INTERACTION_SUBJECT_MAX));
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const trimmed = value.trim();
    if (!trimmed) return setError(t('common:validation.required'));
    setError(null);
    close.mutate(
      { type: 'interaction.close', subject: trimmed },
      {
        onSuccess: () => {
          showToast({ intent: 'success', title: t('close.success') });
          onOpenChange(false);
        },
        onError: (failure) => setError(describeError(failure)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        if (close.isPending) return;
        if (data.open) setValue(subject.slice(0, INTERACTION_SUBJECT_MAX));
        setError(null);
        onOpenChange(data.open);
      }}
    >
      <DialogSurface>
        {/* noValidate: our message ('Enter a value.'), not the browser's bubble for `required`. */}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{t('close.title')}</DialogTitle>
            <DialogContent>
              <Field label={t('close.subject')} hint={t('close.subjectHint')} required validationMessage={error ?? undefined} validationState={error ? 'error' : 'none'}>
                <Input value={value} maxLength={INTERACTION_SUBJECT_MAX} onChange={(_, data) => setValue(data.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={close.isPending} onClick={() => onOpenChange(false)}>
                {t('list:dialog.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={close.isPending} icon={close.isPending ? <Spinner size="tiny" /> : undefined}>
                {t('close.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
