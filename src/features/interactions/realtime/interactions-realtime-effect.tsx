// Why: feeds socket events into the query cache through the event table and rings for new work.
// Mounted by every screen that shows interaction state (lists, the menu badge); one subscription per
// transport however many are mounted, so a message never updates the cache or rings twice.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import type { RealtimeTransport } from '../../../../streams/transport';
import { useCurrentUser } from '../../../lib/current-user';
import { i18n } from '../../../lib/i18n';
import { notifier } from '../../../lib/notify';
import { useRealtimeTransport } from '../../../lib/realtime/realtime-provider';
import { contactLabel } from '../hooks/contact-label';
import { applyInteractionMessage } from './interaction-event-table';
import { noticesFor, type Notice } from './notice-for';
import { openConversation } from './open-conversation';

interface Latest {
  queryClient: QueryClient;
  meId: number;
  navigate: NavigateFunction;
}

interface Registration {
  mounts: Set<object>;
  latest: Latest;
  stop: () => void;
}

const registrations = new WeakMap<RealtimeTransport, Registration>();

export const conversationPath = (id: number) => `/interacts/live/conversation/${id}`;

/** One sound however many conversations a frame brings, and a desktop notification for each. */
function ring(notices: Notice[], latest: Latest): void {
  if (notices.length === 0) return;
  notifier.beep();
  for (const notice of notices) show(notice, latest);
}

function show(notice: Notice, latest: Latest): void {
  const t = i18n.getFixedT(null, 'interactions');
  const name = contactLabel({ contact_name: notice.contactName, contact_id: notice.contactId, id: notice.interactionId }, t);
  notifier.show({
    title: notice.kind === 'assigned' ? t('notify.assignedTitle') : t('notify.messageTitle', { name }),
    body: notice.kind === 'assigned' ? t('notify.assignedBody', { name }) : undefined,
    tag: `interaction-${notice.interactionId}`,
    onClick: () => void latest.navigate(conversationPath(notice.interactionId)),
  });
}

function register(transport: RealtimeTransport, latest: Latest): Registration {
  const registration: Registration = { mounts: new Set(), latest, stop: () => {} };
  const sub = transport.messages$.subscribe((msg) => {
    const current = registration.latest;
    const notices = noticesFor(msg, current.queryClient, {
      meId: current.meId,
      openId: openConversation.get(),
      hidden: typeof document !== 'undefined' && document.visibilityState === 'hidden',
    });
    applyInteractionMessage(current.queryClient, msg, { meId: current.meId });
    ring(notices, current);
  });
  registration.stop = () => sub.unsubscribe();
  return registration;
}

export function InteractionsRealtimeEffect() {
  const transport = useRealtimeTransport();
  const queryClient = useQueryClient();
  const { me } = useCurrentUser();
  const navigate = useNavigate();

  useEffect(() => {
    const token = {};
    const latest = { queryClient, meId: me.ID, navigate };
    let registration = registrations.get(transport);
    if (!registration) {
      registration = register(transport, latest);
      registrations.set(transport, registration);
    }
    registration.latest = latest;
    registration.mounts.add(token);
    return () => {
      registration.mounts.delete(token);
      if (registration.mounts.size === 0) {
        registration.stop();
        registrations.delete(transport);
      }
    };
  }, [transport, queryClient, me.ID, navigate]);

  return null;
}
