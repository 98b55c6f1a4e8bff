import { Field, Input, Select, Switch, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_CHANNEL_LIMITS,
  EMAIL_PRESET_SERVERS,
  EMAIL_PRESETS,
  EMAIL_SECURITY,
  EmailChannelCreateRulesSchema,
  EmailChannelRulesSchema,
  type EmailChannel,
  type EmailChannelBody,
  type EmailChannelForm,
  type EmailPreset,
} from '../../../../../contracts/email-channel.schema';
import { FormDialog } from '../../../../components/form-dialog';
import { FormField } from '../../../../components/form-field';
import { showToast } from '../../../../lib/toasts';
import { useSaveEmailChannel } from '../../api/save-email-channel';

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: '2fr 1fr 1fr', gap: tokens.spacingHorizontalS },
  surface: { maxWidth: '640px' },
});

interface EmailChannelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The mailbox to edit; none to connect one. */
  channel?: EmailChannel;
}

/** Connect or edit a mailbox. Saving tests the IMAP login and SMTP; a failure shows in the dialog. */
export function EmailChannelDialog({ open, onOpenChange, channel }: EmailChannelDialogProps) {
  const styles = useStyles();
  return open ? <EmailChannelForm channel={channel} onOpenChange={onOpenChange} surface={styles.surface} /> : null;
}

const presetOf = (c?: EmailChannel): EmailPreset =>
  c?.imap_host === 'imap.gmail.com' ? 'gmail' : c?.imap_host === 'outlook.office365.com' ? 'outlook' : c ? 'imap' : 'gmail';

function EmailChannelForm({ channel, onOpenChange, surface }: { channel?: EmailChannel; onOpenChange: (open: boolean) => void; surface: string }) {
  const { t } = useTranslation(['email', 'common']);
  const styles = useStyles();
  const save = useSaveEmailChannel();
  const servers = channel ?? EMAIL_PRESET_SERVERS.gmail;
  const form = useForm<EmailChannelForm, unknown, EmailChannelBody>({
    resolver: zodResolver(channel ? EmailChannelRulesSchema : EmailChannelCreateRulesSchema),
    mode: 'onChange',
    defaultValues: {
      name: channel?.name ?? '',
      description: channel?.description ?? '',
      address: channel?.address ?? '',
      username: channel?.username ?? '',
      password: '',
      imap_host: servers.imap_host,
      imap_port: servers.imap_port,
      imap_security: servers.imap_security,
      smtp_host: servers.smtp_host,
      smtp_port: servers.smtp_port,
      smtp_security: servers.smtp_security,
      is_active: channel?.is_active ?? true,
    },
  });

  const applyPreset = (preset: EmailPreset) => {
    if (preset === 'imap') return;
    for (const [k, v] of Object.entries(EMAIL_PRESET_SERVERS[preset])) form.setValue(k as keyof EmailChannelForm, v, { shouldValidate: true });
  };

  const onSubmit = async (body: EmailChannelBody) => {
    await save.mutateAsync({ id: channel?.id, body });
    showToast({ intent: 'success', title: t(channel ? 'saved' : 'connected', { address: body.address }) });
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t(channel ? 'editTitle' : 'addTitle')}
      form={form}
      onSubmit={onSubmit}
      surfaceClassName={surface}
      cancelLabel={t('common:form.cancel')}
      submitLabel={t('testAndSave')}
    >
      <Field label={t('preset')} hint={t('presetHint')}>
        <Select defaultValue={presetOf(channel)} onChange={(_, d) => applyPreset(d.value as EmailPreset)}>
          {EMAIL_PRESETS.map((p) => (
            <option key={p} value={p}>
              {t(`presets.${p}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Text form={form} name="name" label={t('fields.name')} max={EMAIL_CHANNEL_LIMITS.name} required />
      <FormField
        control={form.control}
        name="description"
        label={t('fields.description')}
        hint={t('descriptionHint')}
        required
        render={(field) => <Textarea rows={2} resize="vertical" maxLength={EMAIL_CHANNEL_LIMITS.description} {...field} onChange={(_, d) => field.onChange(d.value)} />}
      />
      <Text form={form} name="address" label={t('fields.address')} max={EMAIL_CHANNEL_LIMITS.username} type="email" required />
      <Text form={form} name="username" label={t('fields.username')} hint={t('usernameHint')} max={EMAIL_CHANNEL_LIMITS.username} />
      <Text
        form={form}
        name="password"
        label={t('fields.password')}
        hint={t(channel ? 'passwordKeep' : 'passwordHint')}
        max={EMAIL_CHANNEL_LIMITS.password}
        type="password"
        required={!channel}
      />
      {(['imap', 'smtp'] as const).map((side) => (
        <div key={side} className={styles.row}>
          <Text form={form} name={`${side}_host`} label={t(`fields.${side}_host`)} max={EMAIL_CHANNEL_LIMITS.host} required />
          <Text form={form} name={`${side}_port`} label={t('fields.port')} max={5} type="number" required />
          <FormField
            control={form.control}
            name={`${side}_security`}
            label={t('fields.security')}
            render={(field) => (
              <Select value={String(field.value)} onChange={(_, d) => field.onChange(d.value)} onBlur={field.onBlur} name={field.name}>
                {EMAIL_SECURITY.map((s) => (
                  <option key={s} value={s}>
                    {t(`security.${s}`)}
                  </option>
                ))}
              </Select>
            )}
          />
        </div>
      ))}
      <Controller
        control={form.control}
        name="is_active"
        render={({ field }) => <Switch label={t('fields.is_active')} checked={field.value} onChange={(_, d) => field.onChange(d.checked)} />}
      />
    </FormDialog>
  );
}

type TextName = 'name' | 'address' | 'username' | 'password' | 'imap_host' | 'imap_port' | 'smtp_host' | 'smtp_port';

/** One text input of the form with its rule's message. */
function Text({
  form,
  name,
  label,
  hint,
  max,
  type,
  required,
}: {
  form: UseFormReturn<EmailChannelForm, unknown, EmailChannelBody>;
  name: TextName;
  label: string;
  hint?: string;
  max: number;
  type?: 'email' | 'password' | 'number';
  required?: boolean;
}) {
  return (
    <FormField
      control={form.control}
      name={name}
      label={label}
      hint={hint}
      required={required}
      render={(field) => (
        <Input
          type={type}
          maxLength={max}
          autoComplete={type === 'password' ? 'new-password' : 'off'}
          {...field}
          value={field.value === undefined || field.value === null ? '' : String(field.value)}
          onChange={(_, d) => field.onChange(d.value)}
        />
      )}
    />
  );
}
