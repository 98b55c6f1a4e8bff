import { Input, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CHANNEL_DESCRIPTION_MAX, MessengerConnectBodySchema, type ChannelConnectResult, type MessengerConnectBody } from '../../../../../contracts/channel.schema';
import { FormDialog } from '../../../../components/form-dialog';
import { FormField } from '../../../../components/form-field';
import { showToast } from '../../../../lib/toasts';
import { useConnectMessenger } from '../../api/connect-messenger';

const useStyles = makeStyles({
  guide: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, paddingLeft: tokens.spacingHorizontalL, margin: 0 },
});

/** Connect a Facebook page with a pasted page token (checked against the Graph API), with the handover guide. */
export function MessengerConnectDialog({
  open,
  onOpenChange,
  onConnected,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConnected: (r: ChannelConnectResult) => void;
}) {
  return open ? <MessengerForm onOpenChange={onOpenChange} onConnected={onConnected} /> : null;
}

function MessengerForm({ onOpenChange, onConnected }: { onOpenChange: (open: boolean) => void; onConnected: (r: ChannelConnectResult) => void }) {
  const styles = useStyles();
  const { t } = useTranslation('channels');
  const connect = useConnectMessenger();
  const form = useForm({
    resolver: zodResolver(MessengerConnectBodySchema),
    mode: 'onTouched',
    defaultValues: { page_id: '', page_token: '', app_secret: '', description: '' },
  });
  const onSubmit = async (body: MessengerConnectBody) => {
    const result = await connect.mutateAsync(body);
    showToast({ intent: 'success', title: t('social.messenger.done', { name: result.channel.name }) });
    onConnected(result);
  };
  const text = (name: 'page_id' | 'page_token' | 'app_secret', max: number, type: 'text' | 'password' = 'text') => (
    <FormField
      control={form.control}
      name={name}
      label={t(`social.messenger.${name}`)}
      hint={t(`social.messenger.${name}Hint`)}
      required
      render={(field) => <Input type={type} maxLength={max} autoComplete="off" {...field} onChange={(_, d) => field.onChange(d.value)} />}
    />
  );
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t('social.messenger.dialogTitle')}
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.connect')}
    >
      {text('page_id', 32)}
      {text('page_token', 1000, 'password')}
      {text('app_secret', 64, 'password')}
      <FormField
        control={form.control}
        name="description"
        label={t('social.messenger.description')}
        required
        render={(field) => <Textarea rows={2} maxLength={CHANNEL_DESCRIPTION_MAX} {...field} onChange={(_, d) => field.onChange(d.value)} />}
      />
      <Text weight="semibold">{t('social.messenger.guideTitle')}</Text>
      <ol className={styles.guide}>
        {(['guide1', 'guide2', 'guide3', 'guide4'] as const).map((k) => (
          <li key={k}>
            <Text size={200}>{t(`social.messenger.${k}`)}</Text>
          </li>
        ))}
      </ol>
    </FormDialog>
  );
}
