import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles, tokens } from '@fluentui/react-components';
import { BookmarkRegular, DeleteRegular, SaveRegular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ISSUE_VIEW_NAME_MAX, IssueViewRulesSchema, type IssueView } from '../../../../contracts/issue.schema';
import { FormDialog } from '../../../components/form-dialog';
import { TextFormField } from '../../../components/text-form-field';
import { showToast } from '../../../lib/toasts';
import { useDeleteView } from '../api/delete-view';
import { useViews } from '../api/list-views';
import { useSaveView } from '../api/save-view';
import { fromViewFilters, toViewFilters, type FilterState } from '../lib/filters';

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalS },
  item: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

interface Props {
  filters: FilterState;
  onPick: (filters: FilterState) => void;
}

/** The user's saved filters: pick one to apply it, save the current ones under a name, delete one. */
export function SavedViews({ filters, onPick }: Props) {
  const styles = useStyles();
  const { t } = useTranslation('issues');
  const views = useViews();
  const remove = useDeleteView();
  const [saving, setSaving] = useState(false);
  const pick = (view: IssueView) => {
    onPick(fromViewFilters(view.filters));
    showToast({ intent: 'info', title: t('views.applied', { name: view.name }) });
  };
  const items = views.data ?? [];

  return (
    <div className={styles.root}>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button icon={<BookmarkRegular />}>{t('views.pick')}</Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {items.length === 0 ? <MenuItem disabled>{t('views.none')}</MenuItem> : null}
            {items.map((view) => (
              <div key={view.id} className={styles.item}>
                <MenuItem onClick={() => pick(view)}>{view.name}</MenuItem>
                <Button
                  appearance="subtle"
                  size="small"
                  icon={<DeleteRegular />}
                  aria-label={t('views.delete', { name: view.name })}
                  onClick={async () => {
                    await remove.mutateAsync(view.id);
                    showToast({ intent: 'success', title: t('views.deleted', { name: view.name }) });
                  }}
                />
              </div>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      <Button icon={<SaveRegular />} onClick={() => setSaving(true)}>
        {t('views.save')}
      </Button>
      {saving ? <SaveViewForm filters={filters} onOpenChange={setSaving} /> : null}
    </div>
  );
}

function SaveViewForm({ filters, onOpenChange }: { filters: FilterState; onOpenChange: (open: boolean) => void }) {
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
