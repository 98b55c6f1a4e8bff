import { Switch } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contracts/user.schema';
import { showToast } from '../../../lib/toasts';
import { useChangeStatus } from '../api/change-status';
import { DisabledReason } from './disabled-reason';

/**
 * The status cell for admins: on is active. Disabled for the owner (spec §4) and for oneself, since
 * deactivating oneself would end one's own session on the spot.
 */
export function StatusSwitch({ user, isMe }: { user: User; isMe: boolean }) {
  const { t } = useTranslation('users');
  const change = useChangeStatus();
  const reason = user.is_owner ? t('why.ownerStatus') : isMe ? t('why.ownStatus') : undefined;
  const status = change.isPending ? change.variables.status : user.status;

  return (
    <DisabledReason reason={reason}>
      <Switch
        checked={status === 'active'}
        label={t(`status.${status}`)}
        aria-label={t('actions.statusOf', { name: user.user_name })}
        disabled={!!reason || change.isPending}
        onChange={(_event, data) => {
          const next = data.checked ? 'active' : 'inactive';
          change.mutate(
            { id: user.id, status: next },
            {
              onSuccess: () =>
                showToast({ intent: 'success', title: t(next === 'active' ? 'done.activated' : 'done.deactivated', { name: user.user_name }) }),
            },
          );
        }}
      />
    </DisabledReason>
  );
}
