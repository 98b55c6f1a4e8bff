import { MessageBar, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useCallsConfig } from '../api/calls-config';

/** The apt line of the README: what a server needs for calls. */
export const KAMAILIO_APT = 'apt-get install kamailio kamailio-websocket-modules kamailio-utils-modules kamailio-extra-modules kamailio-json-modules';

/** Whether calls are on; without a call server, that none is configured and how to add one. */
export function CallsStatus() {
  const { t } = useTranslation(['calls', 'common']);
  const config = useCallsConfig();
  if (config.isPending) return <Spinner size="tiny" label={t('common:loading')} />;
  if (config.isError) return null;
  if (config.data.enabled)
    return (
      <MessageBar intent="success">
        <MessageBarBody>{t('center.on', { url: config.data.ws_url })}</MessageBarBody>
      </MessageBar>
    );
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="calls-off">
      <MessageBarBody>
        <MessageBarTitle>{t('center.off_title')}</MessageBarTitle>
        {t('center.off_body')} <code>{KAMAILIO_APT}</code>
      </MessageBarBody>
    </MessageBar>
  );
}
