import { Checkbox, Field } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  INTERACTION_TAG_DESCRIPTION_MAX,
  INTERACTION_TAG_NAME_MAX,
  InteractionTagRulesSchema,
  type InteractionTagBody,
  type InteractionTagItem,
} from '../../../../../contracts/interaction-tag.schema';
import { FormDialog } from '../../../../components/form-dialog';
import { TextFormField } from '../../../../components/text-form-field';
import { showToast } from '../../../../lib/toasts';
import { useCreateInteractionTag } from '../../api/create-interaction-tag';
import { useUpdateInteractionTag } from '../../api/update-interaction-tag';

interface InteractionTagDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tag to edit; none to add one. */
  tag?: InteractionTagItem;
}

/** Add or edit an interaction tag; the 2-character rule is shown as the name is typed. */
export function InteractionTagDialog({ open, onOpenChange, tag }: InteractionTagDialogProps) {
  return open ? <InteractionTagForm tag={tag} onOpenChange={onOpenChange} /> : null;
}

function InteractionTagForm({ tag, onOpenChange }: { tag?: InteractionTagItem; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['settings', 'common']);
  const create = useCreateInteractionTag();
  const update = useUpdateInteractionTag();
  const form = useForm({
    resolver: zodResolver(InteractionTagRulesSchema),
    mode: 'onChange',
    defaultValues: { name: tag?.name ?? '', description: tag?.description ?? '', is_important: tag?.is_important ?? false },
  });

  const onSubmit = async (body: InteractionTagBody) => {
    if (tag) await update.mutateAsync({ id: tag.id, body });
    else await create.mutateAsync(body);
    showToast({ intent: 'success', title: t(tag ? 'interactionTags.saved' : 'interactionTags.added', { name: body.name }) });
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t(tag ? 'interactionTags.editTitle' : 'interactionTags.addTitle')}
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
    >
      <TextFormField control={form.control} name="name" label={t('interactionTags.name')} required max={INTERACTION_TAG_NAME_MAX} />
      <TextFormField control={form.control} name="description" label={t('interactionTags.description')} max={INTERACTION_TAG_DESCRIPTION_MAX} rows={3} />
      <Field hint={t('interactionTags.importantHint')}>
        <Controller
          control={form.control}
          name="is_important"
          render={({ field }) => <Checkbox label={t('interactionTags.is_important')} checked={field.value} onChange={(_, d) => field.onChange(d.checked === true)} />}
        />
      </Field>
    </FormDialog>
  );
}
