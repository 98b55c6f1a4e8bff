import { Button, Tooltip } from '@fluentui/react-components';
import { CallRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallAccess } from '../../../../contracts/company.schema';
import type { User } from '../../../../contracts/user.schema';
import { CallAccessDialog } from './call-access-dialog';

/** Row action for admins: the user's extension and line at a glance, and the editor behind it. */
export function CallAccessButton({ user, access }: { user: User; access: CallAccess | undefined }) {
  const { t } = useTranslation('users');
  const [open, setOpen] = useState(false);
  const text = access?.extension && access.line ? t('callAccess.value', { extension: access.extension, line: access.line }) : t('callAccess.none');
  return (
    <>
      <Tooltip content={t('callAccess.edit', { name: user.user_name })} relationship="description">
        <Button appearance="subtle" size="small" icon={<CallRegular />} onClick={() => setOpen(true)}>
          {text}
        </Button>
      </Tooltip>
      <CallAccessDialog user={user} access={access} open={open} onOpenChange={setOpen} />
    </>
  );
}
