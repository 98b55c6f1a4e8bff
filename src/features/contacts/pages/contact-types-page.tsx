import { Button, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactType } from '../../../../contracts/contact.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyListText, EmptyState } from '../../../components/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { showToast } from '../../../lib/toasts';
import { useContactTypes } from '../api/contact-types';
import { useDeleteContactType } from '../api/delete-contact-type';
import { ContactTypeDialog } from '../components/contact-type-dialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
  table: { width: '100%' },
  actions: { width: '96px' },
});

/** /settings/contact_type: the company's contact types; settings editors add, edit and delete. */
export default function ContactTypesPage() {
  const styles = useStyles();
  const { t } = useTranslation('contacts');
  const { me } = useCurrentUser();
  const editor = can(me, 'settings.edit');
  const types = useContactTypes();
  const remove = useDeleteContactType();
  const [editing, setEditing] = useState<ContactType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ContactType | null>(null);

  let body;
  if (types.isPending) body = <Spinner size="small" />;
  else if (types.isError) body = <EmptyState onRetry={() => void types.refetch()} />;
  else if (types.data.length === 0) body = <EmptyListText />;
  else
    body = (
      <Table className={styles.table} size="small" aria-label={t('types.tableLabel')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('types.name')}</TableHeaderCell>
            <TableHeaderCell>{t('types.description')}</TableHeaderCell>
            <TableHeaderCell>{t('types.count')}</TableHeaderCell>
            {editor ? <TableHeaderCell className={styles.actions}>{t('types.actions')}</TableHeaderCell> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {types.data.map((type) => (
            <TableRow key={type.id}>
              <TableCell>{type.name}</TableCell>
              <TableCell>{type.description}</TableCell>
              <TableCell>{type.contact_count}</TableCell>
              {editor ? (
                <TableCell>
                  <Button appearance="subtle" icon={<EditRegular />} aria-label={t('types.edit', { name: type.name })} onClick={() => setEditing(type)} />
                  <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t('types.delete', { name: type.name })} onClick={() => setDeleting(type)} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );

  return (
    <div className={styles.root}>
      {editor ? (
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing('new')}>
          {t('types.add')}
        </Button>
      ) : null}
      {body}
      <ContactTypeDialog open={editing !== null} type={editing === 'new' || editing === null ? undefined : editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('types.deleteTitle')}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          showToast({ intent: 'success', title: t('types.deleted', { name: deleting.name }) });
        }}
      >
        {deleting ? t('types.deleteBody', { name: deleting.name, count: deleting.contact_count }) : null}
      </ConfirmDialog>
    </div>
  );
}
