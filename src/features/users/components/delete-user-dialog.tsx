import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contracts/user.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showToast } from '../../../lib/toasts';
import { useDeleteUser } from '../api/delete-user';

interface DeleteUserDialogProps {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The shared 'Зөвшөөрөх' / 'Болих' dialog (spec §9). Closes once the user is deleted; after a refusal
 * it stays open (the HTTP client's toast says why) so the admin can cancel or try again.
 */
export function DeleteUserDialog({ user, open, onOpenChange }: DeleteUserDialogProps) {
  const { t } = useTranslation('users');
  const remove = useDeleteUser({
    onSuccess: () => showToast({ intent: 'success', title: t('done.deleted', { name: user.user_name }) }),
  });
  return (
    <ConfirmDialog open={open} onOpenChange={onOpenChange} title={t('deleteDialog.title')} onConfirm={() => remove.mutateAsync(user.id)}>
      {t('deleteDialog.body', { name: user.user_name, email: user.email })}
    </ConfirmDialog>
  );
}
