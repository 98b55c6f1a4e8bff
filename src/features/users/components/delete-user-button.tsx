import { Button, Tooltip } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contracts/user.schema';
import { DeleteUserDialog } from './delete-user-dialog';

/** Row action for admins: delete after a confirmation; never the owner, never oneself. */
export function DeleteUserButton({ user, isMe }: { user: User; isMe: boolean }) {
  const { t } = useTranslation('users');
  const [open, setOpen] = useState(false);
  const label = t('actions.delete', { name: user.user_name });
  const reason = user.is_owner ? t('why.ownerDelete') : isMe ? t('why.ownDelete') : undefined;

  if (reason) {
    return (
      // disabledFocusable: the button stays reachable, so the reason can be read by keyboard too.
      <Tooltip content={reason} relationship="description">
        <Button appearance="subtle" icon={<DeleteRegular />} aria-label={label} disabledFocusable />
      </Tooltip>
    );
  }
  return (
    <>
      <Tooltip content={label} relationship="label">
        <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setOpen(true)} />
      </Tooltip>
      <DeleteUserDialog user={user} open={open} onOpenChange={setOpen} />
    </>
  );
}
