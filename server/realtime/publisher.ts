import { eq, sql } from 'drizzle-orm';
import type { Namespace } from 'socket.io';
import { SOCKET_EVENT, VISITOR_EVENT, type InteractionSummary, type Message, type ServerMessage, type VisitorLocale, type VisitorServerMessage } from '../../contracts';
import type { Db } from '../db/client';
import { interactions, users, visitors, webchats } from '../db/schema';
import type { InteractionRow } from '../domain/interactions/apply-event';
import { summaryOf } from '../domain/interactions/summaries';
import { toVisitorConversation } from '../domain/visitors/conversation';
import { visitorMessageOf } from '../domain/visitors/visitor-message';
import { widgetName } from '../domain/visitors/widget';
import { companyRoom, interactionRoom, userRoom, userWorkRoom, visitorRoom, workRoom } from './rooms';
import type { VisitorSocketData } from './visitor-data';
import { ttlCache } from '../lib/ttl-cache';
import { preparedStatement } from '../db/prepared';
import { createActivityFeed } from './activity-feed';
import type { ClusterLookup } from './cluster-lookup';

export interface Publisher {
  toCompany(companyId: number, msg: ServerMessage): void;
  toUser(userId: number, msg: ServerMessage): void;
  toInteraction(interactionId: number, msg: ServerMessage): void;
  toVisitor(visitorId: number, msg: VisitorServerMessage): void;
  /**
   * A committed message: subscribers, the list badges of the staff it concerns (`notify`, named by
   * the statement that stored it), and the visitor's tabs, except `fromVisitorSocket`, the tab that
   * sent it (its ack says everything the copy would).
   */
  publishMessage(stored: { message: Message; notify: number[] }, opts?: { fromVisitorSocket?: string }): void;
  /**
   * An interaction's lifecycle or meta moved: the company's lists (of those who may work on
   * conversations) get its summary, a newly routed
   * owner `interaction.assigned`, and with `visitor` the visitor's tabs the conversation as they see it.
   * Answers the summary sent (a route's answer too, so it is not worked out twice).
   */
  interactionChanged(row: InteractionRow, opts?: { assignedTo?: number; visitor?: boolean }): Promise<InteractionSummary>;
  /** Server shutdown: waits for the visitor copies under way, then stops the activity feed's timers. */
  close(): Promise<void>;
}

interface Log {
  warn(obj: object, msg: string): void;
}

const visitorOfInteraction = preparedStatement((db) =>
  db
    .select({ visitorId: interactions.visitorId, locale: visitors.locale, name: webchats.name, nameEn: webchats.nameEn })
    .from(interactions)
    .innerJoin(visitors, eq(visitors.id, interactions.visitorId))
    .innerJoin(webchats, eq(webchats.id, visitors.webchatId))
    .where(eq(interactions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('visitor_of_interaction'),
);
const firstNameOfUser = preparedStatement((db) =>
  db
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('first_name_of_user'),
);

/** Everything the server pushes after a commit goes through here (never before the commit). */
export function createPublisher(db: Db, agents: Namespace, visitorsNs: Namespace, secret: string, log: Log, lookUp: ClusterLookup): Publisher {
  const toCompany = (id: number, msg: ServerMessage) => void agents.to(companyRoom(id)).emit(SOCKET_EVENT, msg);
  const toUser = (id: number, msg: ServerMessage) => void agents.to(userRoom(id)).emit(SOCKET_EVENT, msg);
  const toInteraction = (id: number, msg: ServerMessage) => void agents.to(interactionRoom(id)).emit(SOCKET_EVENT, msg);
  const toVisitor = (id: number, msg: VisitorServerMessage) => void visitorsNs.to(visitorRoom(id)).emit(VISITOR_EVENT, msg);
  // A tab following the only conversation a frame is about has its messages already (message.created).
  // Only the user's sockets that may work on conversations: a revoked right stops the badges at once.
  const activity = createActivityFeed((userId, items) => {
    const following = items.length === 1 ? interactionRoom(items[0].interaction_id) : [];
    agents
      .to(userWorkRoom(userId))
      .except(following)
      .emit(SOCKET_EVENT, { type: 'interaction.activity', items } satisfies ServerMessage);
  });

  // A visitor's copy needs a look-up (who is the visitor, the author's first name); chained per
  // interaction so the visitor receives messages in the order they were committed.
  const chains = new Map<number, Promise<void>>();
  // Who the visitor of a conversation is never changes, and a name may be a minute stale: both are
  // cached, so relaying a live message costs no query at all once warm.
  const visitorOf = ttlCache<number, { visitorId: number | null; locale: string; name: string; nameEn: string } | null>(60_000);
  const firstNameOf = ttlCache<number, string>(60_000);
  const relayToVisitor = async (message: Message, fromSocket: string | undefined) => {
    const found = await visitorOf.get(message.interaction_id, async () => {
      const [row] = await visitorOfInteraction(db).execute({ id: message.interaction_id });
      return row ?? null;
    });
    if (!found?.visitorId) return;
    let name = message.author_type === 'bot' ? widgetName(found, found.locale as VisitorLocale) : '';
    if (message.author_type === 'user' && message.author_user_id) {
      const userId = message.author_user_id;
      name = await firstNameOf.get(userId, async () => {
        const [u] = await firstNameOfUser(db).execute({ id: userId });
        return u?.firstName ?? '';
      });
    }
    const msg: VisitorServerMessage = { type: 'message.created', interaction_id: message.interaction_id, message: visitorMessageOf(message, name) };
    visitorsNs
      .to(visitorRoom(found.visitorId))
      .except(fromSocket ?? [])
      .emit(VISITOR_EVENT, msg);
  };

  return {
    toCompany,
    toUser,
    toInteraction,
    toVisitor,
    publishMessage({ message, notify }, opts = {}) {
      toInteraction(message.interaction_id, { type: 'message.created', message });
      const item = { interaction_id: message.interaction_id, last_seq: message.seq, from_contact: message.author_type === 'contact' };
      for (const userId of notify) activity.add(userId, item);
      const id = message.interaction_id;
      const next = (chains.get(id) ?? Promise.resolve())
        .then(() => relayToVisitor(message, opts.fromVisitorSocket))
        .catch((err) => log.warn({ err }, 'message relay to visitor failed'));
      chains.set(id, next);
      void next.then(() => {
        if (chains.get(id) === next) chains.delete(id);
      });
    },
    async interactionChanged(row, opts = {}) {
      const interaction = await summaryOf(db, row);
      // Only sockets whose users may work on conversations: a guest's console learns nothing of them.
      void agents.to(workRoom(row.companyId)).emit(SOCKET_EVENT, { type: 'interaction.changed', interaction } satisfies ServerMessage);
      if (opts.assignedTo) toUser(opts.assignedTo, { type: 'interaction.assigned', interaction });
      if (row.visitorId && opts.visitor) {
        // Each tab gets the rating link on the address it reached this server by (any process holds it), in its language.
        // With Redis down, the tabs on this process (cluster-lookup.ts); the others resync on reconnect.
        const { found } = await lookUp(visitorsNs, visitorRoom(row.visitorId));
        for (const s of found) {
          const { publicBase, locale } = s.data as VisitorSocketData;
          s.emit(VISITOR_EVENT, {
            type: 'conversation.changed',
            conversation: toVisitorConversation(row, { publicBase, secret, locale }),
          } satisfies VisitorServerMessage);
        }
      }
      return interaction;
    },
    async close() {
      await Promise.all(chains.values());
      activity.close();
    },
  };
}
