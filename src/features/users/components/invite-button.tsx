import { Button } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InviteDialog } from './invite-dialog';

/** Admins invite people by e-mail (spec §2 Users: invite). */
export function InviteButton() {
  const { t } = useTranslation('users');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => setOpen(true)}>
        {t('invite.button')}
      </Button>
      <InviteDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
