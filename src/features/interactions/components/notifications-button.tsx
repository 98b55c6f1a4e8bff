import { Button, Tooltip } from '@fluentui/react-components';
import { AlertOffRegular, AlertOnRegular, AlertRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier, type NotificationState } from '../../../lib/notify';

/** Asks for desktop notifications on a click (browsers want a user gesture); shows the outcome. */
export function NotificationsButton() {
  const { t } = useTranslation('interactions');
  const [state, setState] = useState<NotificationState>(() => notifier.permission());
  if (state === 'unsupported') return null;
  if (state === 'granted')
    return (
      <Tooltip content={t('notify.enabled')} relationship="label">
        <Button appearance="subtle" icon={<AlertOnRegular />} disabledFocusable />
      </Tooltip>
    );
  if (state === 'denied')
    return (
      <Tooltip content={t('notify.blocked')} relationship="label">
        <Button appearance="subtle" icon={<AlertOffRegular />} disabledFocusable />
      </Tooltip>
    );
  return (
    <Button appearance="secondary" icon={<AlertRegular />} onClick={() => void notifier.requestPermission().then(setState)}>
      {t('notify.enable')}
    </Button>
  );
}
