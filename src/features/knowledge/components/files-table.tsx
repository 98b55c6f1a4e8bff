import { Badge, Button, Link as FluentLink, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Tooltip, makeStyles } from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular, DocumentDismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KnowledgeFileSummary } from '../../../../contracts/knowledge.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Under, useStackedColumns, useStackedStyles } from '../../../components/stacked-table';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useDeleteFile } from '../api/delete-file';
import { useSetFileStatus } from '../api/set-file-status';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  nowrap: { whiteSpace: 'nowrap' },
  actions: { width: '96px' },
  name: { overflowWrap: 'anywhere' },
});

/** Files: name, status, size, last updated by and when; editors publish, unpublish and delete. */
export function FilesTable({ files, folderName, canEdit }: { files: KnowledgeFileSummary[]; folderName: (id: number) => string; canEdit: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('knowledge');
  const setStatus = useSetFileStatus();
  const remove = useDeleteFile();
  const [deleting, setDeleting] = useState<KnowledgeFileSummary>();
  // Below 1280 px the folder and the editor go under the name, the size under the date.
  const stacked = useStackedColumns();
  const stack = useStackedStyles();
  return (
    <div className={styles.scroll}>
      <Table aria-label={t('files.label')} size="small" className={stacked ? stack.table : undefined}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('files.columns.name')}</TableHeaderCell>
            {stacked ? null : <TableHeaderCell>{t('files.columns.folder')}</TableHeaderCell>}
            <TableHeaderCell>{t('files.columns.status')}</TableHeaderCell>
            {stacked ? null : <TableHeaderCell>{t('files.columns.chars')}</TableHeaderCell>}
            {stacked ? null : <TableHeaderCell>{t('files.columns.updatedBy')}</TableHeaderCell>}
            <TableHeaderCell>{t('files.columns.updatedAt')}</TableHeaderCell>
            {canEdit ? <TableHeaderCell className={styles.actions}>{t('files.columns.actions')}</TableHeaderCell> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {files.map((f) => (
            <TableRow key={f.id}>
              <TableCell className={styles.name}>
                <Link to={`/knowledge/${f.id}`}>
                  <FluentLink as="span">{f.name}</FluentLink>
                </Link>
                {stacked ? <Under items={[folderName(f.folder_id), f.updated_by]} /> : null}
              </TableCell>
              {stacked ? null : <TableCell>{folderName(f.folder_id)}</TableCell>}
              <TableCell>
                <Badge appearance="tint" color={f.status === 'published' ? 'success' : 'informative'}>
                  {t(`status.${f.status}`)}
                </Badge>
              </TableCell>
              {stacked ? null : <TableCell className={styles.nowrap}>{formatNumber(f.chars)}</TableCell>}
              {stacked ? null : <TableCell>{f.updated_by ?? ''}</TableCell>}
              <TableCell className={styles.nowrap}>
                {formatDateTime(f.updated_at)}
                {stacked ? <Under items={[formatNumber(f.chars)]} /> : null}
              </TableCell>
              {canEdit ? (
                <TableCell className={styles.nowrap}>
                  <Tooltip content={t(f.status === 'published' ? 'files.unpublish' : 'files.publish', { name: f.name })} relationship="label">
                    <Button
                      appearance="subtle"
                      icon={f.status === 'published' ? <DocumentDismissRegular /> : <ArrowUploadRegular />}
                      onClick={() => setStatus.mutate({ id: f.id, status: f.status === 'published' ? 'draft' : 'published' })}
                    />
                  </Tooltip>
                  <Tooltip content={t('files.delete', { name: f.name })} relationship="label">
                    <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setDeleting(f)} />
                  </Tooltip>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={t('files.deleteTitle', { name: deleting?.name ?? '' })}
        onConfirm={() => remove.mutateAsync(deleting!.id)}
      />
    </div>
  );
}
