import { Input, Option, Textarea } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { KNOWLEDGE_ANSWER_MAX, KNOWLEDGE_QUESTION_MAX, KnowledgeQaRulesSchema, type KnowledgeQa } from '../../../../contracts/knowledge.schema';
import { Dropdown } from '../../../components/dropdown';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { showToast } from '../../../lib/toasts';
import { useSaveQa } from '../api/save-qa';

const FormSchema = KnowledgeQaRulesSchema.extend({ file_id: z.number().int().nullable(), related_file_ids: z.array(z.number().int()) });
type FormValues = z.infer<typeof FormSchema>;

export interface QaDialogProps {
  baseId: number;
  files: { id: number; name: string }[];
  qa?: KnowledgeQa;
  defaultFileId?: number;
  onClose: () => void;
}

/** Add or edit a Q&A: question, answer, its file and related documents. A saved edit is user-reviewed. */
export function QaDialog({ baseId, files, qa, defaultFileId, onClose }: QaDialogProps) {
  const { t } = useTranslation('knowledge');
  const save = useSaveQa();
  const form = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    mode: 'onChange',
    defaultValues: {
      question: qa?.question ?? '',
      answer: qa?.answer ?? '',
      file_id: qa?.file_id ?? defaultFileId ?? null,
      related_file_ids: qa?.related.map((r) => r.id) ?? [],
    },
  });
  const nameOf = (id: number | null) => files.find((f) => f.id === id)?.name ?? '';
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(qa ? 'qa.editTitle' : 'qa.addTitle')}
      form={form}
      onSubmit={async (v) => {
        await save.mutateAsync({
          id: qa?.id,
          body: { base_id: qa?.base_id ?? baseId, question: v.question, answer: v.answer, file_id: v.file_id, related_file_ids: v.related_file_ids },
        });
        showToast({ intent: 'success', title: t('qa.saved') });
      }}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
    >
      <FormField
        control={form.control}
        name="question"
        label={t('qa.question')}
        required
        render={(field) => <Input maxLength={KNOWLEDGE_QUESTION_MAX} {...field} onChange={(_, d) => field.onChange(d.value)} />}
      />
      <FormField
        control={form.control}
        name="answer"
        label={t('qa.answer')}
        required
        render={(field) => <Textarea rows={4} resize="vertical" maxLength={KNOWLEDGE_ANSWER_MAX} {...field} onChange={(_, d) => field.onChange(d.value)} />}
      />
      <FormField
        control={form.control}
        name="file_id"
        label={t('qa.file')}
        render={(field) => (
          <Dropdown
            value={field.value ? nameOf(field.value) : t('qa.noFile')}
            selectedOptions={[String(field.value ?? '')]}
            onOptionSelect={(_, d) => field.onChange(d.optionValue ? Number(d.optionValue) : null)}
          >
            <Option value="">{t('qa.noFile')}</Option>
            {files.map((f) => (
              <Option key={f.id} value={String(f.id)}>
                {f.name}
              </Option>
            ))}
          </Dropdown>
        )}
      />
      <FormField
        control={form.control}
        name="related_file_ids"
        label={t('qa.related')}
        render={(field) => (
          <Dropdown
            multiselect
            value={field.value.map(nameOf).join(', ')}
            placeholder={t('qa.relatedNone')}
            selectedOptions={field.value.map(String)}
            onOptionSelect={(_, d) => field.onChange(d.selectedOptions.map(Number))}
          >
            {files.map((f) => (
              <Option key={f.id} value={String(f.id)}>
                {f.name}
              </Option>
            ))}
          </Dropdown>
        )}
      />
    </FormDialog>
  );
}
