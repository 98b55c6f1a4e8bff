import { Input } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { KNOWLEDGE_NAME_MAX, KnowledgeBaseBodySchema } from '../../../../contracts/knowledge.schema';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useCreateBase } from '../api/create-base';

/** Add a knowledge base (allotting it to a virtual agent is done with the agent). */
export function BaseDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('knowledge');
  const create = useCreateBase();
  const form = useForm({ resolver: zodResolver(KnowledgeBaseBodySchema), mode: 'onChange', defaultValues: { name: '' } });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('bases.addTitle')}
      form={form}
      onSubmit={(body) => create.mutateAsync(body)}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
    >
      <FormField
        control={form.control}
        name="name"
        label={t('bases.name')}
        required
        render={(field) => <Input maxLength={KNOWLEDGE_NAME_MAX} {...field} onChange={(_, d) => field.onChange(d.value)} />}
      />
    </FormDialog>
  );
}
