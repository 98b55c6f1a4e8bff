import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { merge } from 'rxjs';
import { events$, reconnected$ } from '../../../../streams/events';
import { useRealtimeTransport } from '../../../lib/realtime/realtime-provider';
import { billingKeys } from '../api/billing-keys';

/**
 * The one place the billing socket event touches query state: the subscription, invoices and the
 * open invoice are fetched again, so a payment raises the limits on screen without a reload. A
 * reconnect does the same, since a missed event would otherwise leave the screen stale.
 */
export function BillingRealtimeEffect() {
  const transport = useRealtimeTransport();
  const queryClient = useQueryClient();
  useEffect(() => {
    const sub = merge(events$(transport, 'billing.changed'), reconnected$(transport)).subscribe(() => void queryClient.invalidateQueries({ queryKey: billingKeys.all }));
    return () => sub.unsubscribe();
  }, [transport, queryClient]);
  return null;
}
