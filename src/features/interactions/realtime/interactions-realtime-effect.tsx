// Why: feeds socket events into the query cache through the event table, rings for new work, and
// refetches what a dropped link may have missed. Mounted once, in the signed-in layout.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { events$, reconnected$ } from '../../../../streams/events';
import { useCurrentUser } from '../../../lib/current-user';
import { i18n } from '../../../lib/i18n';
import { notifier } from '../../../lib/notify';
import { useConversations } from '../../../lib/conversations/use-conversation';
import { useRealtimeTransport } from '../../../lib/realtime/realtime-provider';
import { contactLabel } from '../hooks/contact-label';
import { HANDLED_EVENTS, applyInteractionMessage, resyncInteractions } from './interaction-event-table';
import { noticesFor, type Notice } from './notice-for';

export const conversationPath = (id: number) => `/interacts/live/conversation/${id}`;

/** One sound however many conversations a frame brings, and a desktop notification for each. */
function ring(notices: Notice[], navigate: NavigateFunction): void {
  if (notices.length === 0) return;
  notifier.beep();
  for (const notice of notices) show(notice, navigate);
}

function show(notice: Notice, navigate: NavigateFunction): void {
  const t = i18n.getFixedT(null, 'interactions');
  const name = contactLabel({ contact_name: notice.contactName, contact_id: notice.contactId, id: notice.interactionId }, t);
  notifier.show({
    title: notice.kind === 'assigned' ? t('notify.assignedTitle') : t('notify.messageTitle', { name }),
    body: notice.kind === 'assigned' ? t('notify.assignedBody', { name }) : undefined,
    tag: `interaction-${notice.interactionId}`,
    onClick: () => void navigate(conversationPath(notice.interactionId)),
  });
}

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

export function InteractionsRealtimeEffect() {
  const transport = useRealtimeTransport();
  const conversations = useConversations();
  const queryClient: QueryClient = useQueryClient();
  const { me } = useCurrentUser();
  const navigate = useNavigate();
  const meId = me.ID;

  useEffect(() => {
    const feed = events$(transport, ...HANDLED_EVENTS).subscribe((msg) => {
      const notices = noticesFor(msg, queryClient, { meId, isOpen: (id) => conversations.isOpen(id), hidden: isHidden() });
      applyInteractionMessage(queryClient, msg, { meId });
      ring(notices, navigate);
    });
    // Frames pushed while the link was down are lost: fetch the lists and the open conversations again.
    const resync = reconnected$(transport).subscribe(() => resyncInteractions(queryClient, conversations.openIds()));
    return () => {
      feed.unsubscribe();
      resync.unsubscribe();
    };
  }, [transport, conversations, queryClient, meId, navigate]);

  return null;
}
