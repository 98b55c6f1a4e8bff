import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../lib/forms/use-form-submit';
import { FormError } from './form-error';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export interface FormDialogProps<V extends FieldValues, O> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A react-hook-form form (zodResolver over a contracts rule set), made by the caller's body. */
  form: UseFormReturn<V, unknown, O>;
  /**
   * Runs with the parsed values; a refusal naming a field lands under it, any other shows in the
   * dialog. The dialog closes when it resolves, unless it resolves `false` (it asked something first).
   */
  onSubmit: (values: O) => Promise<unknown>;
  children: ReactNode;
  submitLabel?: string;
  cancelLabel?: string;
  /** For a wider dialog (e.g. the contact form). */
  surfaceClassName?: string;
  /** Server field names shown under another form field (the body's `contact_id` under `contact`). */
  fieldAliases?: Readonly<Record<string, Path<V>>>;
}

/**
 * The one shell of a form in a dialog: title, fields, Cancel and Save (a spinner while it is sent),
 * rules checked as the user types, and the server's `{ code, message, field? }` mapped onto the
 * field it names, or else shown above the buttons. It closes when `onSubmit` resolves.
 */
export function FormDialog<V extends FieldValues, O>({ open, onOpenChange, surfaceClassName, ...body }: FormDialogProps<V, O>) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => body.form.formState.isSubmitting || onOpenChange(data.open)}>
      <DialogSurface className={surfaceClassName}>{open ? <FormDialogBody {...body} onClose={() => onOpenChange(false)} /> : null}</DialogSurface>
    </Dialog>
  );
}

function FormDialogBody<V extends FieldValues, O>({
  title,
  form,
  onSubmit,
  children,
  submitLabel,
  cancelLabel,
  fieldAliases,
  onClose,
}: Omit<FormDialogProps<V, O>, 'open' | 'onOpenChange' | 'surfaceClassName'> & { onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('common');
  const { submit: send, formError, submitting } = useFormSubmit(form, onSubmit, fieldAliases);
  const submit = async (event: FormEvent) => {
    const outcome = await send(event);
    if (outcome.ok && outcome.result !== false) onClose();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent className={styles.content}>
          {children}
          <FormError message={formError} />
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" disabled={submitting} onClick={onClose}>
            {cancelLabel ?? t('form.cancel')}
          </Button>
          <Button type="submit" appearance="primary" disabled={submitting} icon={submitting ? <Spinner size="tiny" /> : undefined}>
            {submitLabel ?? t('form.save')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
