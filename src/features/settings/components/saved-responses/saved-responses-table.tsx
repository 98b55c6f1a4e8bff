import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedResponse } from '../../../../../contracts/saved-response.schema';
import { showToast } from '../../../../lib/toasts';
import { useDeleteSavedResponse } from '../../api/delete-saved-response';
import { useUserNames } from '../../../../lib/api/users';
import { DeleteButton } from '../delete-button';
import { EditButton } from '../edit-button';
import { SavedResponseDialog } from './saved-response-dialog';
import { formatDateTime } from '../../../../lib/format';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  key: { fontFamily: 'monospace', whiteSpace: 'nowrap' },
  answer: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  date: { whiteSpace: 'nowrap', width: '150px' },
  actions: { width: '96px' },
});

/** Saved responses: key, answer, created date and creator; settings editors edit and delete. */
export function SavedResponsesTable({ responses, canEdit }: { responses: SavedResponse[]; canEdit: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('settings');
  const names = useUserNames();
  const remove = useDeleteSavedResponse();
  const [editing, setEditing] = useState<SavedResponse>();
  // Kept while the dialog closes, so its title does not flip to 'add' during the animation.
  const [editOpen, setEditOpen] = useState(false);

  const openEdit = (row: SavedResponse) => {
    setEditing(row);
    setEditOpen(true);
  };

  return (
    <div className={styles.scroll}>
      <Table aria-label={t('savedResponses.label')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('savedResponses.columns.key')}</TableHeaderCell>
            <TableHeaderCell>{t('savedResponses.columns.answer')}</TableHeaderCell>
            <TableHeaderCell className={styles.date}>{t('savedResponses.columns.created_at')}</TableHeaderCell>
            <TableHeaderCell>{t('savedResponses.columns.creator')}</TableHeaderCell>
            {canEdit ? <TableHeaderCell className={styles.actions}>{t('actions.column')}</TableHeaderCell> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {responses.map((response) => (
            <TableRow key={response.id}>
              <TableCell className={styles.key}>{response.key}</TableCell>
              <TableCell className={styles.answer}>{response.answer}</TableCell>
              <TableCell className={styles.date}>{formatDateTime(response.created_at)}</TableCell>
              <TableCell>{(response.created_by !== null && names.get(response.created_by)) || t('savedResponses.unknownCreator')}</TableCell>
              {canEdit ? (
                <TableCell>
                  <EditButton label={t('savedResponses.edit', { key: response.key })} onClick={() => openEdit(response)} />
                  <DeleteButton
                    label={t('savedResponses.delete', { key: response.key })}
                    title={t('savedResponses.deleteTitle')}
                    onConfirm={async () => {
                      await remove.mutateAsync(response.id);
                      showToast({ intent: 'success', title: t('savedResponses.deleted', { key: response.key }) });
                    }}
                  >
                    {t('savedResponses.deleteBody', { key: response.key })}
                  </DeleteButton>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <SavedResponseDialog open={editOpen} onOpenChange={setEditOpen} response={editing} />
    </div>
  );
}
