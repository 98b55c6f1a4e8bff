import { DeleteRegular, EditRegular, OpenRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Contact } from '../../../../contracts/contact.schema';
import type { ContextMenuItem } from '../../../components/context-menu';
import { useRowContextMenu } from '../../../components/row-context-menu';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { contactName } from '../lib/display-name';
import { LazyContactFormDialog, LazyDeleteContactDialog } from './lazy-dialogs';

/** A contact row's menu: open, and edit or delete with the same permissions as the detail page. */
export function useContactRowMenu() {
  const { t } = useTranslation('contacts');
  const { me } = useCurrentUser();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<{ kind: 'edit' | 'delete'; contact: Contact } | null>(null);
  const itemsFor = (contact: Contact): ContextMenuItem[] => [
    { key: 'open', label: t('rowMenu.open'), icon: <OpenRegular />, onSelect: () => void navigate(`/contacts/${contact.id}`) },
    ...(can(me, 'contact.edit') ? [{ key: 'edit', label: t('rowMenu.edit'), icon: <EditRegular />, onSelect: () => setDialog({ kind: 'edit', contact }) }] : []),
    ...(can(me, 'contact.delete')
      ? [{ key: 'delete', label: t('rowMenu.delete'), icon: <DeleteRegular />, onSelect: () => setDialog({ kind: 'delete', contact }) }]
      : []),
  ];
  const { rowProps, menu } = useRowContextMenu(itemsFor, (c) => t('rowMenu.label', { name: contactName(c) || t('list.unnamed') }));
  const close = (open: boolean) => !open && setDialog(null);
  const dialogs = (
    <>
      {menu}
      {dialog?.kind === 'edit' ? <LazyContactFormDialog open contact={dialog.contact} onOpenChange={close} /> : null}
      {dialog?.kind === 'delete' ? <LazyDeleteContactDialog open contact={dialog.contact} onOpenChange={close} onDeleted={() => setDialog(null)} /> : null}
    </>
  );
  return { rowProps, menu: dialogs };
}
