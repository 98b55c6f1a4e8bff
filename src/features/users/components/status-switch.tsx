import { Switch } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User, UserStatus } from '../../../../contracts/user.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showToast } from '../../../lib/toasts';
import { useChangeStatus } from '../api/change-status';
import { DisabledReason } from './disabled-reason';

/**
 * The status cell for admins: on is active. Disabled for the owner (spec §4) and for oneself, since
 * deactivating oneself would end one's own session on the spot. A flip is asked about first
 * ('Зөвшөөрөх' / 'Болих'): deactivating signs the person out at once.
 */
export function StatusSwitch({ user, isMe }: { user: User; isMe: boolean }) {
  const { t } = useTranslation('users');
  const change = useChangeStatus();
  const [asked, setAsked] = useState<UserStatus | null>(null);
  const reason = user.is_owner ? t('why.ownerStatus') : isMe ? t('why.ownStatus') : undefined;
  const status = change.isPending ? change.variables.status : user.status;

  const confirm = (next: UserStatus) =>
    change.mutateAsync(
      { id: user.id, status: next },
      {
        onSuccess: () => showToast({ intent: 'success', title: t(next === 'active' ? 'done.activated' : 'done.deactivated', { name: user.user_name }) }),
      },
    );

  return (
    <>
      <DisabledReason reason={reason}>
        <Switch
          checked={status === 'active'}
          label={t(`status.${status}`)}
          aria-label={t('actions.statusOf', { name: user.user_name })}
          disabled={!!reason || change.isPending}
          onChange={(_event, data) => setAsked(data.checked ? 'active' : 'inactive')}
        />
      </DisabledReason>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => open || setAsked(null)}
        title={t(asked === 'active' ? 'confirm.activateTitle' : 'confirm.deactivateTitle')}
        onConfirm={() => (asked ? confirm(asked) : undefined)}
      >
        {t(asked === 'active' ? 'confirm.activateBody' : 'confirm.deactivateBody', { name: user.user_name })}
      </ConfirmDialog>
    </>
  );
}
