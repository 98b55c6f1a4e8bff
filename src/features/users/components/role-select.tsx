import { Option, makeStyles } from '@fluentui/react-components';
import { Dropdown } from '../../../components/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, isRole, type Role } from '../../../../contracts/permissions';
import type { User } from '../../../../contracts/user.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showToast } from '../../../lib/toasts';
import { useChangeRole } from '../api/change-role';
import { DisabledReason } from './disabled-reason';

const useStyles = makeStyles({ dropdown: { minWidth: '150px' } });

/**
 * The role cell for admins: a dropdown, disabled (with the reason) for oneself and the owner. A
 * pick is asked about first ('Зөвшөөрөх' / 'Болих'), since one stray click changes what a person may do.
 */
export function RoleSelect({ user, isMe }: { user: User; isMe: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('users');
  const change = useChangeRole();
  const [asked, setAsked] = useState<Role | null>(null);
  const reason = isMe ? t('why.ownRole') : user.is_owner ? t('why.ownerRole') : undefined;
  // While the change is on its way the new role shows; a refusal brings the old one back.
  const role = change.isPending ? change.variables.role : user.role;

  const confirm = (next: Role) =>
    change.mutateAsync(
      { id: user.id, role: next },
      { onSuccess: () => showToast({ intent: 'success', title: t('done.role', { name: user.user_name, role: t(`roles.${next}`) }) }) },
    );

  return (
    <>
      <DisabledReason reason={reason}>
        <Dropdown
          className={styles.dropdown}
          aria-label={t('actions.roleOf', { name: user.user_name })}
          value={t(`roles.${role}`)}
          selectedOptions={[role]}
          disabled={!!reason || change.isPending}
          onOptionSelect={(_event, data) => {
            const next = data.optionValue;
            if (isRole(next) && next !== user.role) setAsked(next);
          }}
        >
          {ROLES.map((option) => (
            <Option key={option} value={option}>
              {t(`roles.${option}`)}
            </Option>
          ))}
        </Dropdown>
      </DisabledReason>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => open || setAsked(null)}
        title={t('confirm.roleTitle')}
        onConfirm={() => (asked ? confirm(asked) : undefined)}
      >
        {asked ? t('confirm.roleBody', { name: user.user_name, from: t(`roles.${user.role}`), to: t(`roles.${asked}`) }) : null}
      </ConfirmDialog>
    </>
  );
}
