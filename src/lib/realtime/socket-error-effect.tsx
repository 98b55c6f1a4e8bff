import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { filter } from 'rxjs';
import { notifyError } from '../toasts';
import { useRealtimeTransport } from './realtime-provider';

/**
 * Refusals of a whole frame rather than of one message or conversation (a frame too large, one
 * outside the protocol): no outbox entry or conversation view can show them, so they are shown
 * here, as a critical toast with the catalogue message. Refusals naming a message or a
 * conversation are shown where those are.
 */
const FRAME_ERRORS = new Set(['err_body_too_large', 'err_wrong_param_structure']);

export function SocketErrorEffect() {
  const transport = useRealtimeTransport();
  const { t } = useTranslation('errors');
  useEffect(() => {
    const sub = transport.messages$
      .pipe(filter((msg) => msg.type === 'error' && msg.client_id === undefined && msg.interaction_id === undefined && FRAME_ERRORS.has(msg.code)))
      .subscribe((msg) => {
        if (msg.type === 'error') notifyError(t(msg.code as 'err_body_too_large'));
      });
    return () => sub.unsubscribe();
  }, [transport, t]);
  return null;
}
