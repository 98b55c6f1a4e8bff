import { act, screen, waitFor, within } from '@testing-library/react';
import type { InteractionListItem, InteractionSummary } from '../../../contracts/interaction.schema';
import type { InteractionTagItem } from '../../../contracts/interaction-tag.schema';
import type { Message } from '../../../contracts/message.schema';
import type { SavedResponse } from '../../../contracts/saved-response.schema';
import { json, type Handler } from '../console/fake-fetch';
import { AGENT, renderConsole } from '../users/users-fixture';

export { AGENT };
/** The signed-in agent of these tests: Ганбат Тэмүүлэн, id 3. */
export const ME = AGENT.ID;

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

export function summary(id: number, extra: Partial<InteractionSummary> = {}): InteractionSummary {
  return {
    id,
    channel_id: 1,
    contact_id: 100 + id,
    subject: '',
    status: 'open',
    stage: 'agent',
    owner_user_id: ME,
    last_seq: 0,
    mood: null,
    rating: null,
    rating_comment: '',
    created_at: minutesAgo(5),
    first_response_at: null,
    closed_at: null,
    closed_by_user_id: null,
    channel_type: 'webchat',
    contact_name: `Харилцагч ${id}`,
    tag_ids: [],
    contact_read_seq: 0,
    staff_read_seq: 0,
    rating_requested_at: null,
    can: ['canEscalate', 'canClose'],
    ...extra,
  };
}

export const item = (id: number, extra: Partial<InteractionListItem> = {}): InteractionListItem => ({ ...summary(id), my_read_seq: 0, ...extra });

export const queued = (id: number, extra: Partial<InteractionListItem> = {}) =>
  item(id, { stage: 'queued', owner_user_id: null, can: ['canAssign', 'canClose'], ...extra });

export function message(interaction_id: number, seq: number, extra: Partial<Message> = {}): Message {
  return {
    id: interaction_id * 1000 + seq,
    interaction_id,
    seq,
    client_id: null,
    author_type: 'contact',
    author_user_id: null,
    body: `мессеж ${seq}`,
    created_at: new Date().toISOString(),
    ...extra,
  };
}

export const TAGS: InteractionTagItem[] = [
  { id: 1, name: 'Гомдол', description: 'Customer complaint', is_important: true, created_at: minutesAgo(100) },
  { id: 2, name: 'Төлбөр', description: '', is_important: false, created_at: minutesAgo(100) },
];

export const SAVED: SavedResponse[] = [
  { id: 1, key: 'hello', answer: 'Сайн байна уу, танд юугаар туслах вэ?', created_at: minutesAgo(100), created_by: 1 },
  { id: 2, key: 'help', answer: 'Тусламжийн төв: https://demo.mn/help', created_at: minutesAgo(100), created_by: 1 },
  { id: 3, key: 'thanks', answer: 'Баярлалаа!', created_at: minutesAgo(100), created_by: 1 },
];

/**
 * A small interactions server: the list filters by scope and pages like the real one, each
 * conversation answers GET /:id, and events/meta can be scripted per test.
 */
export function interactionsServer(items: InteractionListItem[], overrides: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = {
    'GET /api/interactions': (request) => {
      const q = new URL(request.url).searchParams;
      const scope = q.get('scope') ?? 'all';
      const page = Number(q.get('page') ?? 1);
      const size = Number(q.get('size') ?? 50);
      const matching = items.filter(
        (i) => i.status === (q.get('status') ?? 'open') && (scope === 'all' || (scope === 'mine' ? i.owner_user_id === ME : i.stage === 'queued')),
      );
      return json(200, { items: matching.slice((page - 1) * size, page * size), total: matching.length });
    },
    'GET /api/interaction-tags': () => json(200, { items: TAGS }),
    'GET /api/saved-responses': (request) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      return json(200, { items: SAVED.filter((s) => s.key.startsWith(q)) });
    },
  };
  for (const entry of items) {
    handlers[`GET /api/interactions/${entry.id}`] = () => {
      const current = items.find((i) => i.id === entry.id)!;
      const { my_read_seq: _mine, ...rest } = current;
      return json(200, rest);
    };
  }
  return { ...handlers, ...overrides };
}

export function renderInteractions(path: string, items: InteractionListItem[], overrides: Record<string, Handler> = {}) {
  const view = renderConsole(path, { me: AGENT, handlers: interactionsServer(items, overrides) });
  const connect = () => view.transport.setStatus('connected').flush();
  return { ...view, connect };
}

/**
 * The open dialog, once focus is inside it. In jsdom, tabster (Fluent's focus manager) sometimes
 * misses the dialog's first focus and leaves it aria-hidden; focusing a control inside is what a
 * keyboard user's Tab does (the same workaround as the users screen's tests).
 */
export async function openedDialog(): Promise<HTMLElement> {
  const surface = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!found) throw new Error('no dialog yet');
    return found;
  });
  act(() => within(surface).getAllByRole('button', { hidden: true })[0].focus());
  return screen.findByRole('dialog');
}
