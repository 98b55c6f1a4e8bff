import type { Socket } from 'socket.io';
import { ServiceRatingSchema, VISITOR_EVENT, VisitorClientMessageSchema, type VisitorServerMessage } from '../../contracts';
import type { Db } from '../db/client';
import type { LiveTraffic } from './live-traffic';
import { messagesSent, noteMessageSent } from './typing-order';
import { findInteraction } from '../domain/interactions/find-interaction';
import { listMessages } from '../domain/interactions/list-messages';
import { rateInteraction } from '../domain/service-rate/rate';
import { currentConversation, latestConversation } from '../domain/visitors/conversation';
import { conversationForMessage } from '../domain/visitors/open-conversation';
import { toVisitorMessages } from '../domain/visitors/visitor-message';
import { AppError } from '../lib/app-error';
import type { Publisher } from './publisher';
import type { Routing } from './routing';
import type { SerialLanes } from './serial-lanes';
import { windowLimiter } from './throttle';
import type { VisitorSocketData } from './visitor-data';

const RESYNC_PAGE = 500;
/** A person types far slower than this; a script does not. */
export const VISITOR_LIMITS = { messages: 20, otherEvents: 60, windowMs: 10_000 } as const;

/**
 * The events a widget sends. None names an interaction: each acts on the visitor's own current
 * conversation, found from the socket's visitor id, so a visitor can never reach anyone else's.
 */
export function visitorEventHandler(db: Db, { writer, reads, typing }: LiveTraffic, pub: Publisher, routing: Routing, lanes: SerialLanes, socket: Socket) {
  const data = socket.data as VisitorSocketData;
  const send = (m: VisitorServerMessage) => socket.emit(VISITOR_EVENT, m);
  const messageAllowed = windowLimiter(VISITOR_LIMITS.messages, VISITOR_LIMITS.windowMs);
  const otherAllowed = windowLimiter(VISITOR_LIMITS.otherEvents, VISITOR_LIMITS.windowMs);
  let openConversation: number | null = null;

  const storeMessage = async (clientId: string, body: string) => {
    const append = (interactionId: number) => writer.append({ companyId: data.companyId, interactionId, clientId, authorType: 'contact', authorUserId: null, body });
    // This socket's open conversation, once known, takes the message straight away; when it has
    // closed meanwhile, the visitor's conversation is looked up (and a new one started) again.
    let interactionId = openConversation;
    let created = false;
    let stored = interactionId ? await append(interactionId).catch((err) => (err instanceof AppError && err.code === 'err_interaction_closed' ? null : Promise.reject(err))) : null;
    if (!stored) {
      ({ interactionId, created } = await conversationForMessage(db, data, clientId));
      stored = await append(interactionId!);
    }
    openConversation = interactionId;
    const { message, duplicate } = stored;
    send({ type: 'message.ack', interaction_id: interactionId!, client_id: clientId, seq: message.seq });
    if (duplicate) return;
    // A new conversation: the queue lists it and the visitor's other tabs switch to it first.
    if (created) await pub.interactionChanged(await findInteraction(db, data.companyId, interactionId!), { visitor: true });
    pub.publishMessage(stored, { fromVisitorSocket: socket.id });
    if (created) void routing.routeQueue(data.companyId);
  };

  return async (payload: unknown) => {
    const parsed = VisitorClientMessageSchema.safeParse(payload);
    if (!parsed.success) return send({ type: 'error', code: 'err_wrong_param_structure' });
    const msg = parsed.data;
    const clientId = msg.type === 'message.send' ? { client_id: msg.client_id } : {};
    if (!(msg.type === 'message.send' ? messageAllowed() : otherAllowed())) return send({ type: 'error', code: 'err_too_many_attempts', ...clientId });
    try {
      switch (msg.type) {
        case 'sync': {
          const conv = await currentConversation(db, data.visitorId);
          if (!conv) return;
          let after = msg.after_seq;
          for (;;) {
            const page = await listMessages(db, await findInteraction(db, data.companyId, conv.id), after, RESYNC_PAGE);
            send({ type: 'messages.resync', interaction_id: conv.id, items: await toVisitorMessages(db, data.botName, page.items), last_seq: page.last_seq });
            if (page.items.length < RESYNC_PAGE) return;
            after = page.items[page.items.length - 1].seq;
          }
        }
        case 'message.send':
          noteMessageSent(socket);
          // One lane per visitor: sent all at once (an outbox after a reconnect), from one tab or
          // several, its messages are stored and published one after another in the order they came.
          return await lanes.run(String(data.visitorId), () => storeMessage(msg.client_id, msg.body));
        case 'typing': {
          const sent = messagesSent(socket);
          const open = await typing.visitor(data.visitorId);
          if (open && messagesSent(socket) === sent) pub.toInteraction(open, { type: 'typing', interaction_id: open, who: 'contact', user_id: null, typing: msg.typing });
          return;
        }
        case 'read': {
          const moved = await reads.visitor(data.visitorId, msg.seq);
          if (moved) pub.toInteraction(moved.interactionId, { type: 'interaction.read', interaction_id: moved.interactionId, side: 'contact', seq: moved.seq });
          return;
        }
        case 'rate': {
          if (!ServiceRatingSchema.safeParse(msg.rating).success) return send({ type: 'error', code: 'err_wrong_param_structure' });
          const conv = await latestConversation(db, data.visitorId);
          if (!conv) throw new AppError('err_service_rate_not_requested');
          const rated = await rateInteraction(db, conv.id, msg.rating, '');
          await pub.interactionChanged(rated, { visitor: true });
          return;
        }
      }
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      send({ type: 'error', code: err.code, ...clientId });
    }
  };
}
