import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { InteractionTagItem } from '../../../../../contracts/interaction-tag.schema';
import { showToast } from '../../../../lib/toasts';
import { useCreateInteractionTag } from '../../api/create-interaction-tag';
import { useUpdateInteractionTag } from '../../api/update-interaction-tag';
import { fieldValidation } from '../../forms/field-message';
import { serverFieldError } from '../../forms/server-field-error';
import { useZodForm } from '../../forms/use-zod-form';
import { InteractionTagFormSchema } from './interaction-tag-form-schema';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface InteractionTagDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tag to edit; none to add one. */
  tag?: InteractionTagItem;
}

/** Add or edit an interaction tag; the 2-character rule is shown as the name is typed. */
export function InteractionTagDialog({ open, onOpenChange, tag }: InteractionTagDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface>
        <InteractionTagForm tag={tag} onDone={() => onOpenChange(false)} />
      </DialogSurface>
    </Dialog>
  );
}

function InteractionTagForm({ tag, onDone }: { tag?: InteractionTagItem; onDone: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation(['settings', 'common']);
  const create = useCreateInteractionTag();
  const update = useUpdateInteractionTag();
  const form = useZodForm(InteractionTagFormSchema, { name: tag?.name ?? '', description: tag?.description ?? '', is_important: tag?.is_important ?? false });

  const submit = form.handleSubmit(async (body) => {
    try {
      if (tag) await update.mutateAsync({ id: tag.id, body });
      else await create.mutateAsync(body);
    } catch (error) {
      const refusal = serverFieldError(error, { err_interaction_tag_duplicate: 'name', err_interaction_tag_name_short: 'name' } as const);
      if (refusal) form.setServerError(refusal.field, refusal.message);
      throw error;
    }
    showToast({ intent: 'success', title: t(tag ? 'interactionTags.saved' : 'interactionTags.added', { name: body.name }) });
    onDone();
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogBody>
        <DialogTitle>{t(tag ? 'interactionTags.editTitle' : 'interactionTags.addTitle')}</DialogTitle>
        <DialogContent className={styles.content}>
          <Field label={t('interactionTags.name')} required {...fieldValidation(t, form.errorOf('name'))}>
            <Input value={form.values.name} onChange={(_, data) => form.setValue('name', data.value)} />
          </Field>
          <Field label={t('interactionTags.description')} {...fieldValidation(t, form.errorOf('description'))}>
            <Textarea value={form.values.description} rows={3} resize="vertical" onChange={(_, data) => form.setValue('description', data.value)} />
          </Field>
          <Field hint={t('interactionTags.importantHint')}>
            <Checkbox
              label={t('interactionTags.is_important')}
              checked={form.values.is_important}
              onChange={(_, data) => form.setValue('is_important', data.checked === true)}
            />
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
