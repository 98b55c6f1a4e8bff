import { Checkbox, Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '../../../../contracts/constants';
import { AGENT_AVATARS, agentAvatarSvg } from '../../../../contracts/onboarding.schema';
import { VIRTUAL_AGENT_KINDS, VirtualAgentRulesSchema, type VirtualAgentBody } from '../../../../contracts/virtual-agent.schema';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { showToast } from '../../../lib/toasts';
import { useCreateVirtualAgent } from '../api/create-virtual-agent';

/** Hire a virtual agent: name, photo (a built-in avatar), kind, primary or additional. */
export function AgentDialog({ open, onOpenChange, first }: { open: boolean; onOpenChange: (open: boolean) => void; first: boolean }) {
  return open ? <AgentForm onOpenChange={onOpenChange} first={first} /> : null;
}

function AgentForm({ onOpenChange, first }: { onOpenChange: (open: boolean) => void; first: boolean }) {
  const { t } = useTranslation(['agents', 'common']);
  const create = useCreateVirtualAgent();
  const form = useForm<VirtualAgentBody>({
    resolver: zodResolver(VirtualAgentRulesSchema),
    mode: 'onChange',
    defaultValues: { name: '', avatar: 'robot', kind: 'virtual_social_agent', is_primary: first },
  });

  const onSubmit = async (body: VirtualAgentBody) => {
    await create.mutateAsync(body);
    showToast({ intent: 'success', title: t('hired', { name: body.name.trim() }) });
  };

  return (
    <FormDialog open onOpenChange={onOpenChange} title={t('addTitle')} form={form} onSubmit={onSubmit} cancelLabel={t('cancel')} submitLabel={t('save')}>
      <FormField
        control={form.control}
        name="name"
        label={t('name')}
        required
        render={(field) => <Input maxLength={NAME_MAX} {...field} onChange={(_, d) => field.onChange(d.value)} />}
      />
      <Field label={t('photo')}>
        <Controller
          control={form.control}
          name="avatar"
          render={({ field }) => (
            <RadioGroup layout="horizontal" value={field.value} onChange={(_, d) => field.onChange(d.value)}>
              {AGENT_AVATARS.map((a) => (
                <Radio key={a} value={a} aria-label={t(`avatars.${a}`)} label={<img src={agentAvatarSvg(a)} alt="" width={32} height={32} />} />
              ))}
            </RadioGroup>
          )}
        />
      </Field>
      <Field label={t('kind')}>
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <RadioGroup value={field.value} onChange={(_, d) => field.onChange(d.value)}>
              {VIRTUAL_AGENT_KINDS.map((k) => (
                <Radio key={k} value={k} label={t(`kinds.${k}`)} />
              ))}
            </RadioGroup>
          )}
        />
      </Field>
      <Field hint={t(first ? 'primaryFirstHint' : 'primaryHint')}>
        <Controller
          control={form.control}
          name="is_primary"
          render={({ field }) => <Checkbox label={t('primary')} disabled={first} checked={field.value} onChange={(_, d) => field.onChange(d.checked === true)} />}
        />
      </Field>
    </FormDialog>
  );
}
