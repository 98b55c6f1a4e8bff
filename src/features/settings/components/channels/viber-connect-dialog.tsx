import { Input, Textarea } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CHANNEL_DESCRIPTION_MAX, ViberConnectBodySchema, type ChannelConnectResult, type ViberConnectBody } from '../../../../../contracts/channel.schema';
import { FormDialog } from '../../../../components/form-dialog';
import { FormField } from '../../../../components/form-field';
import { showToast } from '../../../../lib/toasts';
import { useConnectViber } from '../../api/connect-viber';

/** Spec §2's Viber dialog: the bot token (required); Viber must accept it. */
export function ViberConnectDialog({
  open,
  onOpenChange,
  onConnected,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConnected: (r: ChannelConnectResult) => void;
}) {
  return open ? <ViberForm onOpenChange={onOpenChange} onConnected={onConnected} /> : null;
}

function ViberForm({ onOpenChange, onConnected }: { onOpenChange: (open: boolean) => void; onConnected: (r: ChannelConnectResult) => void }) {
  const { t } = useTranslation('channels');
  const connect = useConnectViber();
  const form = useForm({ resolver: zodResolver(ViberConnectBodySchema), mode: 'onTouched', defaultValues: { token: '', description: '' } });
  const onSubmit = async (body: ViberConnectBody) => {
    const result = await connect.mutateAsync(body);
    showToast({ intent: 'success', title: t('social.viber.done', { name: result.channel.name }) });
    onConnected(result);
  };
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t('social.viber.dialogTitle')}
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.connect')}
    >
      <FormField
        control={form.control}
        name="token"
        label={t('social.viber.token')}
        hint={t('social.viber.tokenHint')}
        required
        render={(field) => <Input type="password" maxLength={200} autoComplete="off" {...field} onChange={(_, d) => field.onChange(d.value)} />}
      />
      <FormField
        control={form.control}
        name="description"
        label={t('social.viber.description')}
        required
        render={(field) => <Textarea rows={2} maxLength={CHANNEL_DESCRIPTION_MAX} {...field} onChange={(_, d) => field.onChange(d.value)} />}
      />
    </FormDialog>
  );
}
