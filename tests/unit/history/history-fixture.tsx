import type { InteractionListItem } from '../../../contracts/interaction.schema';
import type { Me } from '../../../contracts/me.schema';
import type { Message } from '../../../contracts/message.schema';
import { json, type Handler } from '../console/fake-fetch';
import { ADMIN, renderConsole, seedUsers } from '../users/users-fixture';

export { ADMIN };

let nextId = 100;

/** A closed conversation as GET /api/interactions lists it. */
export function closed(extra: Partial<InteractionListItem> & { closed_at: string }): InteractionListItem {
  const id = extra.id ?? nextId++;
  return {
    id,
    channel_id: 1,
    contact_id: 40,
    subject: `Асуулт ${id}`,
    status: 'closed',
    stage: null,
    owner_user_id: 3,
    last_seq: 0,
    mood: null,
    rating: null,
    rating_comment: '',
    created_at: extra.closed_at,
    first_response_at: null,
    closed_by_user_id: 3,
    channel_type: 'webchat',
    contact_name: 'Сараа',
    tag_ids: [],
    contact_read_seq: 0,
    staff_read_seq: 0,
    rating_requested_at: null,
    can: [],
    my_read_seq: 0,
    ...extra,
  };
}

export function messagesOf(interactionId: number, count: number, start = Date.parse('2025-06-10T01:00:00Z')): Message[] {
  return Array.from({ length: count }, (_, i) => ({
    id: interactionId * 10_000 + i,
    interaction_id: interactionId,
    seq: i + 1,
    client_id: null,
    author_type: i % 2 === 0 ? 'contact' : 'user',
    author_user_id: i % 2 === 0 ? null : 3,
    body: `мессеж ${i + 1}`,
    created_at: new Date(start + i * 1000).toISOString(),
  }));
}

export interface HistoryServerOptions {
  items?: InteractionListItem[];
  /** Rating comments by interaction id (the summary's rating_comment). */
  comments?: Record<number, string>;
  messages?: Record<number, Message[]>;
  /** The company's interaction tags (GET /api/interaction-tags). */
  tags?: { id: number; name: string }[];
}

/**
 * A fake server for the history screen that behaves like the real one: the closed list is
 * filtered by the inclusive from/to on closed_at, newest first, and paged; messages page by
 * after_seq and limit (at most 500).
 */
export function historyServer({ items = [], comments = {}, messages = {}, tags = [] }: HistoryServerOptions = {}) {
  const handlers: Record<string, Handler> = {
    'GET /api/interaction-tags': () =>
      json(200, { items: tags.map((tag) => ({ ...tag, description: '', is_important: false, created_at: '2025-01-01T00:00:00.000Z' })) }),
    'GET /api/interactions': (request) => {
      const q = new URL(request.url).searchParams;
      const from = q.get('from') ? Date.parse(q.get('from')!) : -Infinity;
      const to = q.get('to') ? Date.parse(q.get('to')!) : Infinity;
      const page = Number(q.get('page') ?? 1);
      const size = Number(q.get('size') ?? 50);
      const matching = items
        .filter((item) => item.status === q.get('status'))
        .filter((item) => Date.parse(item.closed_at!) >= from && Date.parse(item.closed_at!) <= to)
        .sort((a, b) => Date.parse(b.closed_at!) - Date.parse(a.closed_at!));
      return json(200, { items: matching.slice((page - 1) * size, page * size), total: matching.length });
    },
  };
  for (const item of items) {
    const { my_read_seq: _mine, ...summary } = item;
    handlers[`GET /api/interactions/${item.id}`] = () => json(200, { ...summary, rating_comment: comments[item.id] ?? '' });
    handlers[`GET /api/interactions/${item.id}/messages`] = (request) => {
      const q = new URL(request.url).searchParams;
      const after = Number(q.get('after_seq') ?? 0);
      const limit = Math.min(500, Number(q.get('limit') ?? 200));
      const all = messages[item.id] ?? [];
      return json(200, { items: all.filter((m) => m.seq > after).slice(0, limit), last_seq: all.at(-1)?.seq ?? 0 });
    };
  }
  return handlers;
}

export function renderHistory(path: string, options: HistoryServerOptions & { me?: Me; handlers?: Record<string, Handler> } = {}) {
  const { me = ADMIN, handlers = {}, ...server } = options;
  return renderConsole(path, { me, users: seedUsers(), handlers: { ...historyServer(server), ...handlers } });
}

/** The closed-list requests the screen made, as their query parameters. */
/** The closed-list requests (the menu's unread badge asks for the open list on every screen). */
export const listQueries = (requests: Request[]) =>
  requests
    .filter((r) => r.method === 'GET' && new URL(r.url).pathname === '/api/interactions' && new URL(r.url).searchParams.get('status') === 'closed')
    .map((r) => Object.fromEntries(new URL(r.url).searchParams));
