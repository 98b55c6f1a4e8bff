import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io';
import { ServiceRatingSchema, VISITOR_EVENT, VisitorClientMessageSchema, type VisitorServerMessage } from '../../contracts';
import type { Db } from '../db/client';
import { visitors } from '../db/schema';
import type { LiveTraffic } from './live-traffic';
import { messagesSent, noteMessageSent } from './typing-order';
import { findInteraction } from '../domain/interactions/find-interaction';
import type { InteractionRow } from '../domain/interactions/apply-event';
import { listMessages } from '../domain/interactions/list-messages';
import { rateInteraction } from '../domain/service-rate/rate';
import { currentConversation, latestConversation } from '../domain/visitors/conversation';
import { conversationForMessage } from '../domain/visitors/open-conversation';
import { toVisitorMessages } from '../domain/visitors/visitor-message';
import { AppError } from '../lib/app-error';
import type { Publisher } from './publisher';
import { visitorRoom, visitorTokenRoom } from './rooms';
import type { Routing } from './routing';
import type { SerialLanes } from './serial-lanes';
import type { VisitorSocketData } from './visitor-data';
import type { VisitorLimiter } from './visitor-limits';
import type { VirtualAgents } from '../domain/virtual-agents/answering';

const RESYNC_PAGE = 500;

/**
 * The events a widget sends. None names an interaction: each acts on the visitor's own current
 * conversation, found from the socket's visitor, so a visitor can never reach anyone else's.
 */
export function visitorEventHandler(
  db: Db,
  { writer, reads, typing }: LiveTraffic,
  pub: Publisher,
  routing: Routing,
  { lanes, limits, bots }: { lanes: SerialLanes; limits: VisitorLimiter; bots: VirtualAgents },
  socket: Socket,
) {
  const data = socket.data as VisitorSocketData;
  const send = (m: VisitorServerMessage) => socket.emit(VISITOR_EVENT, m);
  let openConversation: number | null = null;

  const learnVisitor = (id: number) => {
    data.visitorId = id;
    void socket.join(visitorRoom(id));
  };
  /** The visitor's row: known from the handshake, made by this tab's first message, or by another tab's since. */
  const visitorId = async () => {
    if (data.visitorId !== null) return data.visitorId;
    const [row] = await db.select({ id: visitors.id }).from(visitors).where(eq(visitors.tokenHash, data.visitorKey)).limit(1);
    if (row) learnVisitor(row.id);
    return data.visitorId;
  };

  const storeMessage = async (clientId: string, body: string) => {
    const append = (interactionId: number) => writer.append({ companyId: data.companyId, interactionId, clientId, authorType: 'contact', authorUserId: null, body });
    // This socket's open conversation, once known, takes the message straight away; when it has
    // closed meanwhile, the visitor's conversation is looked up (and a new one started) again.
    let interactionId = openConversation;
    let created: InteractionRow | null = null;
    let stored = interactionId
      ? await append(interactionId).catch((err) => (err instanceof AppError && err.code === 'err_interaction_closed' ? null : Promise.reject(err)))
      : null;
    if (!stored) {
      const found = await conversationForMessage(db, data, clientId, limits.chats(data.address, data.webchatId));
      ({ interactionId, created } = found);
      if (data.visitorId === null) {
        // A first message made the visitor's row: every tab of it (on any process) joins its room
        // before the new conversation is announced there.
        learnVisitor(found.visitorId);
        socket.nsp.in(visitorTokenRoom(data.visitorKey)).socketsJoin(visitorRoom(found.visitorId));
      }
      stored = await append(interactionId!);
    }
    openConversation = interactionId;
    const { message, duplicate } = stored;
    send({ type: 'message.ack', interaction_id: interactionId!, client_id: clientId, seq: message.seq });
    if (duplicate) return;
    // A new conversation: the queue lists it and the visitor's other tabs switch to it first. Its row
    // is the one just stored, with the sequence number its first message took (not read again).
    if (created) await pub.interactionChanged({ ...created, lastSeq: message.seq }, { visitor: true });
    pub.publishMessage(stored, { fromVisitorSocket: socket.id });
    if (created) void routing.routeQueue(data.companyId);
    // Inside the visitor's lane: the bot answers a message before the next one is taken.
    await bots.onCustomerMessage({ companyId: data.companyId, interactionId: interactionId!, seq: message.seq, text: body, locale: data.locale });
  };

  return async (payload: unknown) => {
    const parsed = VisitorClientMessageSchema.safeParse(payload);
    if (!parsed.success) return send({ type: 'error', code: 'err_wrong_param_structure' });
    const msg = parsed.data;
    const clientId = msg.type === 'message.send' ? { client_id: msg.client_id } : {};
    // Per visitor (all its tabs) and per address, whichever socket it came by.
    const wait = await (msg.type === 'message.send' ? limits.message(data.visitorKey, data.address) : limits.other(data.visitorKey, data.address));
    if (wait) return send({ type: 'error', code: 'err_webchat_too_fast', retry_after: Math.ceil(wait / 1000), ...clientId });
    try {
      switch (msg.type) {
        case 'sync': {
          const id = await visitorId();
          const conv = id === null ? null : await currentConversation(db, id);
          if (!conv) return;
          // Read after this socket joined the visitor's room, so its last_seq is not behind the page;
          // each further page reads it again.
          let interaction = conv;
          let after = msg.after_seq;
          for (;;) {
            const page = await listMessages(db, interaction, after, RESYNC_PAGE);
            send({ type: 'messages.resync', interaction_id: conv.id, items: await toVisitorMessages(db, data.botName, page.items), last_seq: page.last_seq });
            if (page.items.length < RESYNC_PAGE) return;
            after = page.items[page.items.length - 1].seq;
            interaction = await findInteraction(db, data.companyId, conv.id);
          }
        }
        case 'message.send':
          noteMessageSent(socket);
          // One lane per visitor: sent all at once (an outbox after a reconnect), from one tab or
          // several, its messages are stored and published one after another in the order they came.
          return await lanes.run(data.visitorKey, () => storeMessage(msg.client_id, msg.body));
        case 'typing': {
          const sent = messagesSent(socket);
          const id = await visitorId();
          const open = id === null ? null : await typing.visitor(id);
          if (open && messagesSent(socket) === sent) pub.toInteraction(open, { type: 'typing', interaction_id: open, who: 'contact', user_id: null, typing: msg.typing });
          return;
        }
        case 'read': {
          const id = await visitorId();
          const moved = id === null ? null : await reads.visitor(id, msg.seq);
          if (moved) pub.toInteraction(moved.interactionId, { type: 'interaction.read', interaction_id: moved.interactionId, side: 'contact', seq: moved.seq });
          return;
        }
        case 'rate': {
          if (!ServiceRatingSchema.safeParse(msg.rating).success) return send({ type: 'error', code: 'err_wrong_param_structure' });
          const id = await visitorId();
          const conv = id === null ? null : await latestConversation(db, id);
          if (!conv) throw new AppError('err_service_rate_not_requested');
          const rated = await rateInteraction(db, conv.id, msg.rating, '');
          await pub.interactionChanged(rated, { visitor: true });
          return;
        }
      }
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const retry = typeof err.params.retry_after === 'number' ? { retry_after: err.params.retry_after } : {};
      send({ type: 'error', code: err.code, ...clientId, ...retry });
    }
  };
}
