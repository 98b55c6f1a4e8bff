import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { BookmarkRegular, DeleteRegular, SaveRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ISSUE_VIEW_NAME_MAX, type IssueView } from '../../../../contracts/issue.schema';
import { ApiError } from '../../../lib/api-error';
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
      <Dialog open={saving} onOpenChange={(_, d) => setSaving(d.open)}>
        <DialogSurface>{saving ? <SaveViewForm filters={filters} onDone={() => setSaving(false)} /> : null}</DialogSurface>
      </Dialog>
    </div>
  );
}

function SaveViewForm({ filters, onDone }: { filters: FilterState; onDone: () => void }) {
  const { t } = useTranslation('issues');
  const { t: te } = useTranslation('errors');
  const save = useSaveView();
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const error = serverError ?? (submitted && !name.trim() ? te('err_issue_view_name_empty') : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!name.trim() || save.isPending) return;
    try {
      const view = await save.mutateAsync({ name, filters: toViewFilters(filters) });
      showToast({ intent: 'success', title: t('views.saved', { name: view.name }) });
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.code) setServerError(te(e.code));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <DialogBody>
        <DialogTitle>{t('views.saveTitle')}</DialogTitle>
        <DialogContent>
          <Field label={t('views.name')} hint={t('views.nameHint')} required validationState={error ? 'error' : 'none'} validationMessage={error ?? undefined}>
            <Input
              value={name}
              maxLength={ISSUE_VIEW_NAME_MAX}
              onChange={(_, d) => {
                setName(d.value);
                setServerError(null);
              }}
            />
          </Field>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onDone}>
            {t('views.cancel')}
          </Button>
          <Button appearance="primary" type="submit" disabled={save.isPending} icon={save.isPending ? <Spinner size="tiny" /> : undefined}>
            {t('views.save_action')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
