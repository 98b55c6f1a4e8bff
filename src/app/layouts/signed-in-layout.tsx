import { Suspense, useContext } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { lazyComponent } from '../../lib/lazy-component';
import { can } from '../../lib/permissions';
import { PermissionsEffect } from '../../lib/realtime/permissions-effect';
import { PresenceEffect, RealtimeProvider } from '../../lib/realtime/realtime-provider';
import { SessionEndedEffect } from '../../lib/realtime/session-ended-effect';
import { SocketErrorEffect } from '../../lib/realtime/socket-error-effect';
import { RealtimeTransportContext } from '../../lib/realtime/realtime-transport-context';
import { UnauthorizedEffect } from '../unauthorized-effect';
import { ConnectionNotice } from './connection-notice';

// The interactions feed (cache updates, sound, notifications, resync after a reconnect) comes just
// after the first paint, once for every screen, for those who work conversations.
const InteractionsRealtimeEffect = lazyComponent(
  () => import('../../features/interactions/realtime/interactions-realtime-effect').then((m) => m.InteractionsRealtimeEffect),
  ['interactions'],
);

// Billing events refresh the plan, invoices and the header's reminder (issue 27).
const BillingRealtimeEffect = lazyComponent(() => import('../../features/billing/realtime/billing-realtime-effect').then((m) => m.BillingRealtimeEffect), []);

// The softphone's dock: it asks for the person's call access and loads JsSIP only with it (issue 26).
const CallsDock = lazyComponent(() => import('../../features/calls/components/calls-dock').then((m) => m.CallsDock), ['calls']);

/**
 * Parent of the default, settings and guide layouts: one realtime connection for as long as the
 * user moves between them (a connection per layout would flap this user's presence on every switch).
 */
export default function SignedInLayout() {
  const { signedIn, me } = useCurrentUser();
  const transport = useContext(RealtimeTransportContext);
  // The guard lets only signed-in users this far; the server would refuse anyone else's socket anyway.
  if (!signedIn) return <Outlet />;
  return (
    <RealtimeProvider transport={transport}>
      <UnauthorizedEffect />
      <SessionEndedEffect />
      <SocketErrorEffect />
      <PresenceEffect />
      <PermissionsEffect />
      <ConnectionNotice />
      {can(me, 'plan.view') ? (
        <Suspense fallback={null}>
          <BillingRealtimeEffect />
        </Suspense>
      ) : null}
      {can(me, 'interaction.start') ? (
        <Suspense fallback={null}>
          <InteractionsRealtimeEffect />
          <CallsDock />
        </Suspense>
      ) : null}
      <Outlet />
    </RealtimeProvider>
  );
}
