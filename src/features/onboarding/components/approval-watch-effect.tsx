import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { events$ } from '../../../../streams/events';
import { ONBOARDING_PROGRESS_PAGE } from '../../../../machines/onboarding.routes';
import { useCurrentUser } from '../../../lib/current-user';
import { PermissionsEffect } from '../../../lib/realtime/permissions-effect';
import { RealtimeProvider, useRealtimeTransport } from '../../../lib/realtime/realtime-provider';
import { RealtimeTransportContext } from '../../../lib/realtime/realtime-transport-context';
import { progressQueryOptions } from '../api/get-progress';

/** How often a waiting user's screen asks again, in case no socket message reaches it. */
export const APPROVAL_POLL_MS = 15_000;

/**
 * While the company waits for the superadmin: the server's 'permissions.changed' (sent on approval
 * or rejection) reloads /api/me at once, and a slow poll covers a missed message. Approval moves
 * the user to the trial progress; a rejection shows up in the onboarding status.
 */
export function ApprovalWatchEffect() {
  const { me, refresh } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const transport = useContext(RealtimeTransportContext);

  useEffect(() => {
    if (me.is_approved_by_superadmin) void navigate(ONBOARDING_PROGRESS_PAGE, { replace: true });
  }, [me.is_approved_by_superadmin, navigate]);

  useEffect(() => {
    const timer = setInterval(() => {
      void refresh().catch(() => {});
      void queryClient.invalidateQueries({ queryKey: progressQueryOptions().queryKey });
    }, APPROVAL_POLL_MS);
    return () => clearInterval(timer);
  }, [refresh, queryClient]);

  return (
    <RealtimeProvider transport={transport}>
      <PermissionsEffect />
      <ProgressOnPermissionsEffect />
    </RealtimeProvider>
  );
}

/** A rejection arrives as the same message but leaves /api/me as it was: refetch the status too. */
function ProgressOnPermissionsEffect() {
  const transport = useRealtimeTransport();
  const queryClient = useQueryClient();
  useEffect(() => {
    const sub = events$(transport, 'permissions.changed').subscribe(() => void queryClient.invalidateQueries({ queryKey: progressQueryOptions().queryKey }));
    return () => sub.unsubscribe();
  }, [transport, queryClient]);
  return null;
}
