import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ISSUE_VIEW_NAME_MAX, IssueViewRulesSchema } from '../../../../contracts/issue.schema';
import { FormDialog } from '../../../components/form-dialog';
import { TextFormField } from '../../../components/text-form-field';
import { showToast } from '../../../lib/toasts';
import { useSaveView } from '../api/save-view';
import { toViewFilters, type FilterState } from '../lib/filters';

/** Names the current filters as a saved view. */
export function SaveViewForm({ filters, onOpenChange }: { filters: FilterState; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('issues');
  const save = useSaveView();
  const form = useForm({ resolver: zodResolver(IssueViewRulesSchema), mode: 'onChange', defaultValues: { name: '' } });

  const onSubmit = async ({ name }: { name: string }) => {
    const view = await save.mutateAsync({ name, filters: toViewFilters(filters) });
    showToast({ intent: 'success', title: t('views.saved', { name: view.name }) });
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t('views.saveTitle')}
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('views.cancel')}
      submitLabel={t('views.save_action')}
    >
      <TextFormField control={form.control} name="name" label={t('views.name')} hint={t('views.nameHint')} required max={ISSUE_VIEW_NAME_MAX} />
    </FormDialog>
  );
}
