import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles, tokens } from '@fluentui/react-components';
import { BookmarkRegular, DeleteRegular, SaveRegular } from '@fluentui/react-icons';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssueView } from '../../../../contracts/issue.schema';
import { lazyComponent } from '../../../lib/lazy-component';
import { showToast } from '../../../lib/toasts';
import { useDeleteView } from '../api/delete-view';
import { useViews } from '../api/list-views';
import { fromViewFilters, type FilterState } from '../lib/filters';

// The naming form (react-hook-form and its rules) loads when Save is pressed, not with the list.
const SaveViewForm = lazyComponent(() => import('./save-view-form').then((m) => m.SaveViewForm), ['issues']);

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
      {saving ? (
        <Suspense fallback={null}>
          <SaveViewForm filters={filters} onOpenChange={setSaving} />
        </Suspense>
      ) : null}
    </div>
  );
}
