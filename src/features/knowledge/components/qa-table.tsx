import { Badge, Button, Switch, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Tooltip, makeStyles } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KnowledgeQa } from '../../../../contracts/knowledge.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteQa, useSetQaActive } from '../api/qa-actions';

const useStyles = makeStyles({ scroll: { overflowX: 'auto' }, text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }, nowrap: { whiteSpace: 'nowrap' } });

/** Q&A rows: question, answer, file and related documents, source, and the active switch. */
export function QaTable({ items, canEdit, onEdit }: { items: KnowledgeQa[]; canEdit: boolean; onEdit: (qa: KnowledgeQa) => void }) {
  const styles = useStyles();
  const { t } = useTranslation('knowledge');
  const setActive = useSetQaActive();
  const remove = useDeleteQa();
  const [deleting, setDeleting] = useState<KnowledgeQa>();
  return (
    <div className={styles.scroll}>
      <Table size="small" aria-label={t('qa.label')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('qa.question')}</TableHeaderCell>
            <TableHeaderCell>{t('qa.answer')}</TableHeaderCell>
            <TableHeaderCell>{t('qa.file')}</TableHeaderCell>
            <TableHeaderCell>{t('qa.source')}</TableHeaderCell>
            <TableHeaderCell>{t('qa.active')}</TableHeaderCell>
            {canEdit ? <TableHeaderCell>{t('files.columns.actions')}</TableHeaderCell> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((qa) => (
            <TableRow key={qa.id}>
              <TableCell className={styles.text}>{qa.question}</TableCell>
              <TableCell className={styles.text}>{qa.answer}</TableCell>
              <TableCell>{[qa.file_name, ...qa.related.map((r) => r.name)].filter(Boolean).join(', ')}</TableCell>
              <TableCell>
                <Badge appearance="tint" color={qa.source === 'ai' ? 'brand' : 'success'}>
                  {t(`qa.sources.${qa.source}`)}
                </Badge>
              </TableCell>
              <TableCell>
                <Switch
                  checked={qa.active}
                  disabled={!canEdit}
                  aria-label={t('qa.activeOf', { question: qa.question })}
                  onChange={(_, d) => setActive.mutate({ id: qa.id, active: d.checked })}
                />
              </TableCell>
              {canEdit ? (
                <TableCell className={styles.nowrap}>
                  <Tooltip content={t('qa.edit')} relationship="label">
                    <Button appearance="subtle" icon={<EditRegular />} onClick={() => onEdit(qa)} />
                  </Tooltip>
                  <Tooltip content={t('qa.delete')} relationship="label">
                    <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setDeleting(qa)} />
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
        title={t('qa.deleteTitle')}
        onConfirm={() => remove.mutateAsync(deleting!.id)}
      >
        {deleting?.question}
      </ConfirmDialog>
    </div>
  );
}
