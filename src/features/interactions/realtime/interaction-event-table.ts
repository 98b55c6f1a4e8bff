// Why: the one place socket events touch server state (DESIGN.md §3): each interaction event type has
// one typed handler that updates or invalidates TanStack Query's cache; components only read it.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { InteractionListItem, InteractionSummary } from '../../../../contracts/interaction.schema';
import type { ServerMessage } from '../../../../contracts/socket/protocol';
import { interactionKeys, interactionQueryOptions, type InteractionListData, type InteractionListParams } from '../../../lib/api/interactions';

export interface EventContext {
  /** The signed-in user ("mine" lists, unread counts). */
  meId: number;
}

type Handled = 'interaction.changed' | 'interaction.assigned' | 'interaction.activity' | 'interaction.read' | 'message.created';
type Handler<K extends Handled> = (queryClient: QueryClient, msg: Extract<ServerMessage, { type: K }>, ctx: EventContext) => void;
type EventTable = { [K in Handled]: Handler<K> };

const LIST_PREFIX = interactionKeys.lists();

function lists(queryClient: QueryClient): [QueryKey, InteractionListData | undefined][] {
  return queryClient.getQueriesData<InteractionListData>({ queryKey: LIST_PREFIX });
}

const paramsOf = (key: QueryKey) => key[2] as InteractionListParams | undefined;

/** Whether a list with these filters should hold the interaction. */
export function belongsTo(item: InteractionSummary, params: InteractionListParams | undefined, meId: number): boolean {
  if (!params) return false;
  if (item.status !== params.status) return false;
  if (params.status === 'closed') return true;
  if (params.scope === 'mine') return item.owner_user_id === meId;
  if (params.scope === 'queued') return item.stage === 'queued';
  return true;
}

/** Updates one row everywhere it is listed, and the detail; answers whether any list held it. */
function patch(queryClient: QueryClient, id: number, change: (item: InteractionListItem) => Partial<InteractionListItem>): boolean {
  let found = false;
  for (const [key, data] of lists(queryClient)) {
    if (!data?.items.some((item) => item.id === id)) continue;
    found = true;
    queryClient.setQueryData<InteractionListData>(key, {
      ...data,
      items: data.items.map((item) => (item.id === id ? { ...item, ...change(item) } : item)),
    });
  }
  queryClient.setQueryData<InteractionSummary>(interactionQueryOptions(id).queryKey, (old) => {
    if (!old) return old;
    const { my_read_seq: _listOnly, ...rest } = change({ ...old, my_read_seq: 0 });
    return { ...old, ...rest };
  });
  return found;
}

function upsert(queryClient: QueryClient, interaction: InteractionSummary, meId: number): void {
  queryClient.setQueryData(interactionQueryOptions(interaction.id).queryKey, interaction);
  for (const [key, data] of lists(queryClient)) {
    if (!data) continue;
    const index = data.items.findIndex((item) => item.id === interaction.id);
    const belongs = belongsTo(interaction, paramsOf(key), meId);
    if (belongs && index >= 0) {
      const items = [...data.items];
      items[index] = { ...interaction, my_read_seq: data.items[index].my_read_seq };
      queryClient.setQueryData<InteractionListData>(key, { ...data, items });
    } else if (belongs || index >= 0) {
      // It joins or leaves this list: drop it now, and let the server say where it goes (order, paging).
      if (index >= 0) queryClient.setQueryData<InteractionListData>(key, { items: data.items.filter((_, i) => i !== index), total: Math.max(0, data.total - 1) });
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    }
  }
}

const raise = (current: number, next: number) => Math.max(current, next);

export const interactionEventTable: EventTable = {
  'interaction.changed': (queryClient, msg, ctx) => upsert(queryClient, msg.interaction, ctx.meId),
  'interaction.assigned': (queryClient, msg, ctx) => upsert(queryClient, msg.interaction, ctx.meId),
  'interaction.activity': (queryClient, msg, ctx) => {
    for (const activity of msg.items) {
      if (patch(queryClient, activity.interaction_id, (item) => ({ last_seq: raise(item.last_seq, activity.last_seq) }))) continue;
      // A conversation no list holds: new, or on a page not loaded. Its summary says which lists it
      // belongs to, and only those are fetched again.
      void queryClient
        .fetchQuery(interactionQueryOptions(activity.interaction_id))
        .then((summary) => upsert(queryClient, summary, ctx.meId))
        .catch(() => {});
    }
  },
  'message.created': (queryClient, { message }) => {
    patch(queryClient, message.interaction_id, (item) => ({ last_seq: raise(item.last_seq, message.seq) }));
  },
  'interaction.read': (queryClient, msg) => {
    if (msg.side === 'me') patch(queryClient, msg.interaction_id, (item) => ({ my_read_seq: raise(item.my_read_seq, msg.seq) }));
    else patch(queryClient, msg.interaction_id, (item) => ({ contact_read_seq: raise(item.contact_read_seq, msg.seq) }));
  },
};

/** The server message types the table handles: the only ones the realtime effect listens to. */
export const HANDLED_EVENTS = Object.keys(interactionEventTable) as Handled[];

/**
 * After the link came back: every interaction list and the summaries of the conversations on
 * screen are fetched again (what changed meanwhile was pushed to nobody).
 */
export function resyncInteractions(queryClient: QueryClient, openIds: readonly number[]): void {
  void queryClient.invalidateQueries({ queryKey: LIST_PREFIX });
  for (const id of openIds) void queryClient.invalidateQueries({ queryKey: interactionKeys.detail(id), exact: true });
}

function isHandled(msg: ServerMessage): msg is Extract<ServerMessage, { type: Handled }> {
  return msg.type in interactionEventTable;
}

/** Applies a server message to the cache if the table has a handler for it; others pass by. */
export function applyInteractionMessage(queryClient: QueryClient, msg: ServerMessage, ctx: EventContext): void {
  if (!isHandled(msg)) return;
  (interactionEventTable[msg.type] as Handler<typeof msg.type>)(queryClient, msg as never, ctx);
}

/** Unread messages of a row: only for conversations I own or have opened (I have a read mark). */
export function unreadOf(item: InteractionListItem, meId: number): number {
  if (item.owner_user_id !== meId && item.my_read_seq === 0) return 0;
  return Math.max(0, item.last_seq - item.my_read_seq);
}

/** The cached summary of an interaction, from its detail or any list that holds it. */
export function cachedSummary(queryClient: QueryClient, id: number): InteractionSummary | undefined {
  const detail = queryClient.getQueryData<InteractionSummary>(interactionQueryOptions(id).queryKey);
  if (detail) return detail;
  for (const [, data] of lists(queryClient)) {
    const item = data?.items.find((candidate) => candidate.id === id);
    if (item) return item;
  }
  return undefined;
}
