// One yes/no dialog for destructive actions, with the spec §9 buttons and an optional typed word.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Spinner } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Already translated by the caller, like the body. */
  title: string;
  children?: ReactNode;
  /**
   * The confirmed action. A promise keeps the dialog busy until it settles; it closes when the
   * promise resolves and stays open when it rejects (the caller, usually the HTTP client's toast,
   * reports the failure, so the dialog shows nothing itself).
   */
  onConfirm: () => void | Promise<unknown>;
  /**
   * A word the user must type before Confirm enables (e.g. deleting a knowledge folder). Compared
   * exactly after trimming the surrounding spaces, so 'Устгах' does not pass for 'устгах'.
   */
  confirmWord?: string;
}

/** Yes/no question with the spec's 'Зөвшөөрөх' / 'Болих' buttons (spec §9). */
export function ConfirmDialog({ open, onOpenChange, title, children, onConfirm, confirmWord }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    // While the action runs, Escape and the backdrop do not close the dialog: its outcome decides.
    <Dialog open={open} onOpenChange={(_, data) => busy || onOpenChange(data.open)}>
      {/* The surface unmounts when closed, so the typed word starts empty each time. */}
      <DialogSurface>
        <ConfirmBody title={title} onOpenChange={onOpenChange} onConfirm={onConfirm} confirmWord={confirmWord} busy={busy} setBusy={setBusy}>
          {children}
        </ConfirmBody>
      </DialogSurface>
    </Dialog>
  );
}

interface ConfirmBodyProps extends Omit<ConfirmDialogProps, 'open'> {
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

function ConfirmBody({ title, children, onOpenChange, onConfirm, confirmWord, busy, setBusy }: ConfirmBodyProps) {
  const { t } = useTranslation('list');
  const [typed, setTyped] = useState('');
  const wordOk = confirmWord === undefined || typed.trim() === confirmWord;

  const confirm = async () => {
    if (busy || !wordOk) return;
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // Stay open so the user can retry or cancel; see onConfirm.
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogBody>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {children}
        {confirmWord !== undefined ? (
          <Field label={t('dialog.typeToConfirm', { word: confirmWord })}>
            <Input
              value={typed}
              disabled={busy}
              onChange={(_, data) => setTyped(data.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void confirm();
              }}
            />
          </Field>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button appearance="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
          {t('dialog.cancel')}
        </Button>
        <Button appearance="primary" disabled={busy || !wordOk} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={() => void confirm()}>
          {t('dialog.confirm')}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}
