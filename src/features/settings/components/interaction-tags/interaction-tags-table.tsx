import { Badge, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles } from '@fluentui/react-components';
import { StarFilled } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InteractionTagItem } from '../../../../../contracts/interaction-tag.schema';
import { showToast } from '../../../../lib/toasts';
import { useDeleteInteractionTag } from '../../api/delete-interaction-tag';
import { DeleteButton } from '../delete-button';
import { EditButton } from '../edit-button';
import { InteractionTagDialog } from './interaction-tag-dialog';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  description: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  flag: { width: '140px' },
  actions: { width: '96px' },
});

/** Interaction tags: name, description and the important flag; settings editors edit and delete. */
export function InteractionTagsTable({ tags, canEdit }: { tags: InteractionTagItem[]; canEdit: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('settings');
  const remove = useDeleteInteractionTag();
  const [editing, setEditing] = useState<InteractionTagItem>();
  // Kept while the dialog closes, so its title does not flip to 'add' during the animation.
  const [editOpen, setEditOpen] = useState(false);

  const openEdit = (row: InteractionTagItem) => {
    setEditing(row);
    setEditOpen(true);
  };

  return (
    <div className={styles.scroll}>
      <Table aria-label={t('interactionTags.label')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('interactionTags.columns.name')}</TableHeaderCell>
            <TableHeaderCell>{t('interactionTags.columns.description')}</TableHeaderCell>
            <TableHeaderCell className={styles.flag}>{t('interactionTags.columns.is_important')}</TableHeaderCell>
            {canEdit ? <TableHeaderCell className={styles.actions}>{t('actions.column')}</TableHeaderCell> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {tags.map((tag) => (
            <TableRow key={tag.id}>
              <TableCell>{tag.name}</TableCell>
              <TableCell className={styles.description}>{tag.description}</TableCell>
              <TableCell>
                {tag.is_important ? (
                  <Badge appearance="filled" color="danger" icon={<StarFilled />}>
                    {t('interactionTags.important')}
                  </Badge>
                ) : null}
              </TableCell>
              {canEdit ? (
                <TableCell>
                  <EditButton label={t('interactionTags.edit', { name: tag.name })} onClick={() => openEdit(tag)} />
                  <DeleteButton
                    label={t('interactionTags.delete', { name: tag.name })}
                    title={t('interactionTags.deleteTitle')}
                    onConfirm={async () => {
                      await remove.mutateAsync(tag.id);
                      showToast({ intent: 'success', title: t('interactionTags.deleted', { name: tag.name }) });
                    }}
                  >
                    {t('interactionTags.deleteBody', { name: tag.name })}
                  </DeleteButton>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <InteractionTagDialog open={editOpen} onOpenChange={setEditOpen} tag={editing} />
    </div>
  );
}
