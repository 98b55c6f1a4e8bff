import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contracts/user.schema';
import { showToast } from '../../../lib/toasts';
import { useDeleteUser } from '../api/delete-user';

interface DeleteUserDialogProps {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Зөвшөөрөх' / 'Болих' (spec §9). Closes once the user is deleted; after a refusal it stays open
 * (the HTTP client's toast says why) so the admin can cancel or try again.
 */
export function DeleteUserDialog({ user, open, onOpenChange }: DeleteUserDialogProps) {
  const { t } = useTranslation('users');
  const remove = useDeleteUser({
    onSuccess: () => {
      onOpenChange(false);
      showToast({ intent: 'success', title: t('done.deleted', { name: user.user_name }) });
    },
  });

  return (
    <Dialog open={open} onOpenChange={(_event, data) => remove.isPending || onOpenChange(data.open)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('deleteDialog.title')}</DialogTitle>
          <DialogContent>{t('deleteDialog.body', { name: user.user_name, email: user.email })}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => remove.mutate(user.id)} disabled={remove.isPending}>
              {t('deleteDialog.confirm')}
            </Button>
            <Button appearance="secondary" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
              {t('deleteDialog.cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
