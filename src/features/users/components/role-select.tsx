import { Option, makeStyles } from '@fluentui/react-components';
import { Dropdown } from '../../../components/dropdown';
import { useTranslation } from 'react-i18next';
import { ROLES, isRole } from '../../../../contracts/permissions';
import type { User } from '../../../../contracts/user.schema';
import { showToast } from '../../../lib/toasts';
import { useChangeRole } from '../api/change-role';
import { DisabledReason } from './disabled-reason';

const useStyles = makeStyles({ dropdown: { minWidth: '150px' } });

/** The role cell for admins: a dropdown, disabled (with the reason) for oneself and the owner. */
export function RoleSelect({ user, isMe }: { user: User; isMe: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('users');
  const change = useChangeRole();
  const reason = isMe ? t('why.ownRole') : user.is_owner ? t('why.ownerRole') : undefined;
  // While the change is on its way the new role shows; a refusal brings the old one back.
  const role = change.isPending ? change.variables.role : user.role;

  return (
    <DisabledReason reason={reason}>
      <Dropdown
        className={styles.dropdown}
        aria-label={t('actions.roleOf', { name: user.user_name })}
        value={t(`roles.${role}`)}
        selectedOptions={[role]}
        disabled={!!reason || change.isPending}
        onOptionSelect={(_event, data) => {
          const next = data.optionValue;
          if (!isRole(next) || next === user.role) return;
          change.mutate(
            { id: user.id, role: next },
            { onSuccess: () => showToast({ intent: 'success', title: t('done.role', { name: user.user_name, role: t(`roles.${next}`) }) }) },
          );
        }}
      >
        {ROLES.map((option) => (
          <Option key={option} value={option}>
            {t(`roles.${option}`)}
          </Option>
        ))}
      </Dropdown>
    </DisabledReason>
  );
}
