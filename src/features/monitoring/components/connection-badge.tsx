import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '../hooks/use-wall-screen';

const COLOURS = { connecting: 'informative', live: 'success', stale: 'warning', reconnecting: 'warning', refused: 'danger' } as const;

/** Whether what the screen shows is live, shown on the screen itself (and read out when it changes). */
export function ConnectionBadge({ state }: { state: ConnectionState }) {
  const { t } = useTranslation('monitoring');
  return (
    <Badge size="large" appearance="filled" color={COLOURS[state]} role="status" data-testid="monitoring-connection" data-state={state}>
      {t(`connection.${state}`)}
    </Badge>
  );
}
