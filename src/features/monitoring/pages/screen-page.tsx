import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SCREEN_TOKEN_PARAM } from '../../../../contracts/monitoring.schema';
import { RealtimeProvider } from '../../../lib/realtime/realtime-provider';
import { createSocketTransport } from '../../../lib/realtime/socket-transport';
import { ReconnectEffect } from '../components/reconnect-effect';
import MonitoringPage from './monitoring-page';

/**
 * /monitoring/screen?screen=TOKEN (where /monitoring?screen=TOKEN leads): a kiosk's wall screen with
 * no user session. Its socket carries the token and may only watch the company's floor; the screen
 * is always in TV mode (dark, no menu) and reconnects by itself.
 */
export default function ScreenPage() {
  const [params] = useSearchParams();
  const [transport] = useState(() => createSocketTransport({ screen: params.get(SCREEN_TOKEN_PARAM) ?? '' }));
  return (
    <RealtimeProvider transport={transport}>
      <ReconnectEffect />
      <MonitoringPage kiosk />
    </RealtimeProvider>
  );
}
