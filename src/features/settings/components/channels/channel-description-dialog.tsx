import { Textarea } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CHANNEL_DESCRIPTION_MAX, ChannelDescriptionBodySchema, type Channel, type ChannelDescriptionBody } from '../../../../../contracts/channel.schema';
import { FormDialog } from '../../../../components/form-dialog';
import { FormField } from '../../../../components/form-field';
import { showToast } from '../../../../lib/toasts';
import { useSetChannelDescription } from '../../api/set-channel-description';

/** Edits the description the AI agent reads (spec §5: it cannot be empty). */
export function ChannelDescriptionDialog({ channel, onOpenChange }: { channel: Channel | null; onOpenChange: (open: boolean) => void }) {
  return channel ? <DescriptionForm channel={channel} onOpenChange={onOpenChange} /> : null;
}

function DescriptionForm({ channel, onOpenChange }: { channel: Channel; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('channels');
  const save = useSetChannelDescription();
  const form = useForm({ resolver: zodResolver(ChannelDescriptionBodySchema), mode: 'onChange', defaultValues: { description: channel.description } });
  const onSubmit = async (body: ChannelDescriptionBody) => {
    await save.mutateAsync({ id: channel.id, description: body.description });
    showToast({ intent: 'success', title: t('manage.saved', { name: channel.name }) });
  };
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t('manage.descriptionTitle')}
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
    >
      <FormField
        control={form.control}
        name="description"
        label={t('manage.description')}
        hint={t('manage.descriptionHint')}
        required
        render={(field) => <Textarea rows={4} resize="vertical" maxLength={CHANNEL_DESCRIPTION_MAX} {...field} onChange={(_, d) => field.onChange(d.value)} />}
      />
    </FormDialog>
  );
}
