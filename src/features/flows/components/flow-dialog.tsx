import { Input, Option } from '@fluentui/react-components';
import { Dropdown } from '../../../components/dropdown';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FLOW_TITLE_MAX, FlowFormSchema, type FlowForm, type FlowSummary } from '../../../../contracts/flow.schema';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { TagInput } from '../../../components/tag-input';
import { DIRECTORY_PARAMS, useUserItems, userDisplayName } from '../../../lib/api/users';
import { showToast } from '../../../lib/toasts';
import { useCreateFlow } from '../api/create-flow';
import { useUpdateFlow } from '../api/update-flow';

interface FlowDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The flow to edit; none to add one. */
  flow?: FlowSummary;
  /** After a new flow is made (the list opens its canvas). */
  onCreated?: (id: number) => void;
}

/** A flow's title, trigger phrases and tags (its canvas is edited on its own page). */
export function FlowDialog({ open, ...rest }: FlowDialogProps) {
  return open ? <FlowForm {...rest} /> : null;
}

function FlowForm({ flow, onOpenChange, onCreated }: Omit<FlowDialogProps, 'open'>) {
  const { t } = useTranslation('flows');
  const create = useCreateFlow();
  const update = useUpdateFlow({ silent: true });
  const form = useForm({
    resolver: zodResolver(FlowFormSchema),
    mode: 'onChange',
    defaultValues: { title: flow?.title ?? '', triggers: flow?.triggers ?? [], tags: flow?.tags ?? [], agent_user_id: flow?.agent_user_id ?? null },
  });
  // Flows belong to virtual agents of the social kind (the ones that chat).
  const agents = useUserItems({ ...DIRECTORY_PARAMS, user_type: 'virtual_social_agent' }).data ?? [];
  const onSubmit = async (body: FlowForm) => {
    if (flow) await update.mutateAsync({ id: flow.id, body });
    else onCreated?.((await create.mutateAsync({ ...body })).id);
    showToast({ intent: 'success', title: t(flow ? 'form.saved' : 'form.added', { title: body.title }) });
  };
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t(flow ? 'form.editTitle' : 'form.addTitle')}
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.save')}
    >
      <FormField
        control={form.control}
        name="title"
        label={t('form.title')}
        required
        render={(field) => <Input maxLength={FLOW_TITLE_MAX} {...field} onChange={(_, d) => field.onChange(d.value)} />}
      />
      <FormField
        control={form.control}
        name="triggers"
        label={t('form.triggers')}
        hint={t('form.triggersHint')}
        render={(field) => <TagInput aria-label={t('form.triggers')} value={field.value} onChange={field.onChange} />}
      />
      <FormField
        control={form.control}
        name="tags"
        label={t('form.tags')}
        render={(field) => <TagInput aria-label={t('form.tags')} value={field.value} onChange={field.onChange} />}
      />
      <FormField
        control={form.control}
        name="agent_user_id"
        label={t('form.agent')}
        render={(field) => {
          const chosen = agents.find((a) => a.id === field.value);
          return (
            <Dropdown
              value={chosen ? userDisplayName(chosen) : t('form.noAgent')}
              selectedOptions={[String(field.value ?? '')]}
              onOptionSelect={(_, o) => field.onChange(o.optionValue ? Number(o.optionValue) : null)}
              onBlur={field.onBlur}
            >
              <Option value="">{t('form.noAgent')}</Option>
              {agents.map((a) => (
                <Option key={a.id} value={String(a.id)}>
                  {userDisplayName(a)}
                </Option>
              ))}
            </Dropdown>
          );
        }}
      />
    </FormDialog>
  );
}
