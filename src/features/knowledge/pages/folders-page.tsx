import {
  Button,
  Card,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular, FolderAddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import { formatNumber } from '../../../lib/format';
import { can } from '../../../lib/permissions';
import { useDeleteFolder } from '../api/delete-folder';
import { useBases } from '../api/list-bases';
import { AllowedHosts } from '../components/allowed-hosts';
import { BaseAgent } from '../components/base-agent';
import { BaseDialog } from '../components/base-dialog';
import { FolderDialog } from '../components/folder-dialog';
import { IndexStatus } from '../components/index-status';
import { KnowledgeScreen } from '../components/knowledge-header';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  tools: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

type Folder = { id: number; name: string; files: number };

/** /knowledge/base: knowledge bases and their folders; deleting a folder asks to type the delete word (spec §5). */
export default function FoldersPage() {
  const styles = useStyles();
  const { t } = useTranslation(['knowledge', 'menu', 'common']);
  const { me } = useCurrentUser();
  const canEdit = can(me, 'settings.edit');
  const canView = can(me, 'settings.view');
  const bases = useBases();
  const remove = useDeleteFolder();
  const [adding, setAdding] = useState<number | null>(null);
  const [renaming, setRenaming] = useState<{ baseId: number; folder: Folder } | null>(null);
  const [deleting, setDeleting] = useState<Folder | null>(null);
  const [addingBase, setAddingBase] = useState(false);
  const deleteWord = t('folders.deleteWord');

  if (bases.isPending) return <Spinner label={t('common:loading')} />;
  if (bases.isError) return <EmptyState onRetry={() => void bases.refetch()} />;
  return (
    <KnowledgeScreen
      title={t('menu:knowledge_base')}
      actions={
        canEdit ? (
          <Button icon={<AddRegular />} onClick={() => setAddingBase(true)}>
            {t('bases.add')}
          </Button>
        ) : null
      }
    >
      {bases.data.items.length === 0 ? <EmptyState title={t('bases.empty')} /> : null}
      {bases.data.items.map((b) => (
        <Card key={b.id} className={styles.card}>
          <div className={styles.head}>
            <Text as="h2" size={500} weight="semibold">
              {b.name}
            </Text>
            <div className={styles.tools}>
              <BaseAgent base={b} canEdit={canEdit} />
              {canEdit ? (
                <Button appearance="primary" icon={<FolderAddRegular />} onClick={() => setAdding(b.id)}>
                  {t('folders.add')}
                </Button>
              ) : null}
            </div>
          </div>
          {b.folders.length === 0 ? (
            <Text italic>{t('folders.empty')}</Text>
          ) : (
            <Table size="small" aria-label={t('folders.label', { base: b.name })}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('folders.name')}</TableHeaderCell>
                  <TableHeaderCell>{t('folders.files')}</TableHeaderCell>
                  {canEdit ? <TableHeaderCell>{t('files.columns.actions')}</TableHeaderCell> : null}
                </TableRow>
              </TableHeader>
              <TableBody>
                {b.folders.map((f) => (
                  <TableRow key={f.id}>
                    <TableCell>{f.name}</TableCell>
                    <TableCell>{formatNumber(f.files)}</TableCell>
                    {canEdit ? (
                      <TableCell>
                        <Tooltip content={t('folders.rename', { name: f.name })} relationship="label">
                          <Button appearance="subtle" icon={<EditRegular />} onClick={() => setRenaming({ baseId: b.id, folder: f })} />
                        </Tooltip>
                        <Tooltip content={t('folders.delete', { name: f.name })} relationship="label">
                          <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setDeleting(f)} />
                        </Tooltip>
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Card>
      ))}
      {canView ? <IndexStatus /> : null}
      {canEdit ? <AllowedHosts /> : null}
      {adding !== null ? <FolderDialog baseId={adding} onClose={() => setAdding(null)} /> : null}
      {renaming ? <FolderDialog baseId={renaming.baseId} folder={renaming.folder} onClose={() => setRenaming(null)} /> : null}
      {addingBase ? <BaseDialog onClose={() => setAddingBase(false)} /> : null}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('folders.deleteTitle', { name: deleting?.name ?? '' })}
        confirmWord={deleteWord}
        onConfirm={() => remove.mutateAsync(deleting!.id)}
      >
        {t('folders.deleteBody', { count: deleting?.files ?? 0 })}
      </ConfirmDialog>
    </KnowledgeScreen>
  );
}
