import { Button, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssueSettingKind } from '../../../../contracts/issue-settings.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { showToast } from '../../../lib/toasts';
import { useDeleteSetting } from '../api/delete-setting';
import { useSettings } from '../api/list-settings';
import { TagChip } from './issue-badges';
import { SettingDialog, type SettingRow } from './setting-dialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  scroll: { overflowX: 'auto' },
  description: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  actions: { width: '96px' },
});

/** The rows of any kind in one shape: types and tags have a title, reasons a name. */
function useRows(kind: IssueSettingKind) {
  const query = useSettings(kind);
  const rows: SettingRow[] | undefined = query.data?.map((x) => ({
    id: x.id,
    label: 'title' in x ? x.title : x.name,
    description: x.description,
    colour: 'colour' in x ? x.colour : undefined,
    issue_count: x.issue_count,
  }));
  return { query, rows };
}

/** Settings issue_type, issue_tag, issue_name: a table, and add/edit/delete dialogs for settings editors. */
export function SettingsScreen({ kind }: { kind: IssueSettingKind }) {
  const styles = useStyles();
  const { t } = useTranslation('issues');
  const { me } = useCurrentUser();
  const editor = can(me, 'settings.edit');
  const { query, rows } = useRows(kind);
  const remove = useDeleteSetting(kind);
  const [editing, setEditing] = useState<SettingRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SettingRow | null>(null);

  let body;
  if (query.isPending) body = <Spinner size="small" />;
  else if (query.isError || !rows) body = <EmptyState onRetry={() => void query.refetch()} />;
  else if (rows.length === 0) body = <EmptyState title={t(`settings.${kind}.empty`)} />;
  else
    body = (
      <div className={styles.scroll}>
        <Table size="small" aria-label={t(`settings.${kind}.label`)}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t(`settings.${kind}.name`)}</TableHeaderCell>
              <TableHeaderCell>{t('settings.description')}</TableHeaderCell>
              {kind === 'tags' ? <TableHeaderCell>{t('settings.colour')}</TableHeaderCell> : null}
              <TableHeaderCell>{t('settings.count')}</TableHeaderCell>
              {editor ? <TableHeaderCell className={styles.actions}>{t('settings.actions')}</TableHeaderCell> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{kind === 'tags' ? <TagChip title={row.label} colour={row.colour ?? ''} /> : row.label}</TableCell>
                <TableCell className={styles.description}>{row.description}</TableCell>
                {kind === 'tags' ? <TableCell>{row.colour}</TableCell> : null}
                <TableCell>{row.issue_count}</TableCell>
                {editor ? (
                  <TableCell>
                    <Button appearance="subtle" icon={<EditRegular />} aria-label={t('settings.edit', { name: row.label })} onClick={() => setEditing(row)} />
                    <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t('settings.delete', { name: row.label })} onClick={() => setDeleting(row)} />
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    );

  return (
    <section className={styles.root}>
      <div className={styles.head}>
        <Text as="h1" size={700} weight="semibold">
          {t(`settings.${kind}.title`)}
        </Text>
        {editor ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing('new')}>
            {t(`settings.${kind}.add`)}
          </Button>
        ) : (
          <Text italic>{t('settings.readOnly')}</Text>
        )}
      </div>
      {body}
      {editor ? (
        <SettingDialog
          kind={kind}
          open={editing !== null}
          row={editing === 'new' || editing === null ? undefined : editing}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t(`settings.${kind}.deleteTitle`)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          showToast({ intent: 'success', title: t(`settings.${kind}.deleted`, { name: deleting.label }) });
        }}
      >
        {deleting ? t(`settings.${kind}.deleteBody`, { name: deleting.label, count: deleting.issue_count }) : null}
      </ConfirmDialog>
    </section>
  );
}
