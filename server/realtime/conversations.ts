import type { Socket } from 'socket.io';
import { SOCKET_EVENT, type ServerMessage } from '../../contracts';
import type { Db } from '../db/client';
import { findVisibleInteraction } from '../domain/interactions/find-visible';
import { listMessages } from '../domain/interactions/list-messages';
import { publishStaffMessage } from '../channels/outbound';
import { bindOutgoingAttachments, requireOutgoingAttachments } from '../channels/email/outgoing-attachments';
import { deliveriesUpTo } from '../channels/delivery-resync';
import { currentViewer } from '../domain/interactions/viewer';
import type { AgentFrameHandler } from './agent-frame-types';
import type { AgentSocketData } from './presence';
import { interactionRoom, userRoom } from './rooms';
import { messagesSent, noteMessageSent } from './typing-order';

const RESYNC_PAGE = 500;

/**
 * Typing and read marks are live signals of a conversation: their statements check the user and
 * the company, the rule of who reads it (find-visible.ts) is checked here. A socket following the
 * conversation passed it when it subscribed and leaves the room when its rights change
 * (access-rooms.ts), so only a signal about a conversation it does not follow costs a look-up.
 */
async function requireFollowingOrVisible(db: Db, socket: Socket, interactionId: number) {
  if (socket.rooms.has(interactionRoom(interactionId))) return;
  const data = socket.data as AgentSocketData;
  await findVisibleInteraction(db, await currentViewer(db, data.userId, data.companyId), interactionId);
}

const send = (socket: Socket, m: ServerMessage) => socket.emit(SOCKET_EVENT, m);

// The conversation frames of the agent socket (agent-frames.ts dispatches them); each acts only
// within the sender's company.

/** Who may follow a conversation is who may read it (find-visible.ts), as they are now. */
export const subscribe: AgentFrameHandler<'interaction.subscribe'> = async ({ db, socket, data }, msg) => {
  const viewer = await currentViewer(db, data.userId, data.companyId);
  const row = await findVisibleInteraction(db, viewer, msg.interaction_id);
  // Join before reading, so nothing committed in between is missed (overlap is deduped by seq).
  // The row is read again after joining, for a last_seq not behind the page: the read before
  // joining is the check that keeps a socket that may not read it out of the room.
  await socket.join(interactionRoom(msg.interaction_id));
  let after = msg.after_seq;
  for (;;) {
    const page = await listMessages(db, await findVisibleInteraction(db, viewer, msg.interaction_id), after, RESYNC_PAGE);
    send(socket, { type: 'messages.resync', interaction_id: msg.interaction_id, items: page.items, last_seq: page.last_seq });
    if (page.items.length < RESYNC_PAGE) break;
    after = page.items[page.items.length - 1].seq;
  }
  // Receipts that came in while it was away, for the messages it already holds. A web chat has
  // no provider receipts (its visitor's socket marks Seen), so its conversations skip the query.
  if (row.visitorId !== null) return;
  const items = await deliveriesUpTo(db, msg.interaction_id, msg.after_seq);
  if (items.length) send(socket, { type: 'deliveries.resync', interaction_id: msg.interaction_id, items });
};

export const unsubscribe: AgentFrameHandler<'interaction.unsubscribe'> = async ({ socket }, msg) => {
  await socket.leave(interactionRoom(msg.interaction_id));
};

export const sendMessage: AgentFrameHandler<'message.send'> = async ({ socket, data, db, live, pub, log, outbound }, msg) => {
  noteMessageSent(socket);
  // Files named by id: uploaded to this conversation of this company, not sent yet (e-mail).
  await requireOutgoingAttachments(db, { companyId: data.companyId, interactionId: msg.interaction_id, clientId: msg.client_id }, msg.attachment_ids);
  // The writer's statement checks the author (active, of this company, allowed to work on
  // interactions), so a reply takes one trip to the database, not two.
  const stored = await live.writer.append({
    companyId: data.companyId,
    interactionId: msg.interaction_id,
    clientId: msg.client_id,
    authorType: 'user',
    authorUserId: data.userId,
    body: msg.body,
  });
  // A socket following the conversation gets the stored message itself, with its client id,
  // which says everything the ack would; a resend already stored is not published again.
  if (stored.duplicate || !socket.rooms.has(interactionRoom(msg.interaction_id))) {
    send(socket, { type: 'message.ack', interaction_id: msg.interaction_id, client_id: msg.client_id, seq: stored.message.seq, id: stored.message.id });
  }
  // On a channel with a provider (Messenger, Viber, e-mail) it is also sent there (channels/outbound.ts).
  if (!stored.duplicate) {
    await bindOutgoingAttachments(db, stored.message, msg.attachment_ids);
    await publishStaffMessage({ db, adapters: outbound, pub, log }, stored);
  }
};

export const typing: AgentFrameHandler<'typing'> = async ({ db, socket, data, live, pub }, msg) => {
  const sent = messagesSent(socket);
  await requireFollowingOrVisible(db, socket, msg.interaction_id);
  const me = await live.typing.staff(data.userId, data.companyId, msg.interaction_id);
  if (messagesSent(socket) !== sent) return;
  // Colleagues watching the conversation (not this socket), and the customer by first name.
  socket
    .to(interactionRoom(msg.interaction_id))
    .emit(SOCKET_EVENT, { type: 'typing', interaction_id: msg.interaction_id, who: 'user', user_id: data.userId, typing: msg.typing } satisfies ServerMessage);
  if (me.openVisitorId) pub.toVisitor(me.openVisitorId, { type: 'typing', typing: msg.typing, author_name: me.firstName });
};

export const read: AgentFrameHandler<'read'> = async ({ db, socket, data, live, pub }, msg) => {
  await requireFollowingOrVisible(db, socket, msg.interaction_id);
  const mark = await live.reads.staff(data.companyId, msg.interaction_id, data.userId, msg.seq);
  // The user's other tabs clear their badge (this one already has); the customer's messages up
  // to the mark show Seen.
  socket
    .to(userRoom(data.userId))
    .emit(SOCKET_EVENT, { type: 'interaction.read', interaction_id: msg.interaction_id, side: 'me', seq: mark.mySeq } satisfies ServerMessage);
  if (mark.visitorId && mark.staffMoved) pub.toVisitor(mark.visitorId, { type: 'read', seq: mark.staffSeq });
};
