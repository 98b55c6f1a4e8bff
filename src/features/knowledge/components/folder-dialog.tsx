import { Input } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { KNOWLEDGE_NAME_MAX, KnowledgeFolderRenameSchema } from '../../../../contracts/knowledge.schema';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { showToast } from '../../../lib/toasts';
import { useSaveFolder } from '../api/save-folder';

/** Add a folder to a base, or rename one: not empty, not a duplicate (the server checks any case). */
export function FolderDialog({ baseId, folder, onClose }: { baseId: number; folder?: { id: number; name: string }; onClose: () => void }) {
  const { t } = useTranslation('knowledge');
  const save = useSaveFolder();
  const form = useForm({ resolver: zodResolver(KnowledgeFolderRenameSchema), mode: 'onChange', defaultValues: { name: folder?.name ?? '' } });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(folder ? 'folders.renameTitle' : 'folders.addTitle')}
      form={form}
      onSubmit={async ({ name }) => {
        const saved = await save.mutateAsync({ id: folder?.id, base_id: baseId, name });
        showToast({ intent: 'success', title: t(folder ? 'folders.renamed' : 'folders.added', { name: saved.name }) });
      }}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
    >
      <FormField
        control={form.control}
        name="name"
        label={t('folders.name')}
        required
        render={(field) => <Input maxLength={KNOWLEDGE_NAME_MAX} {...field} onChange={(_, d) => field.onChange(d.value)} />}
      />
    </FormDialog>
  );
}
