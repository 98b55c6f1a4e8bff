import { act, screen, waitFor, within } from '@testing-library/react';
import type { InteractionTagItem } from '../../../contracts/interaction-tag.schema';
import type { Me } from '../../../contracts/me.schema';
import { DEFAULT_ROLE_PERMISSIONS, type Role } from '../../../contracts/permissions';
import type { SavedResponse } from '../../../contracts/saved-response.schema';
import type { Webchat } from '../../../contracts/webchat.schema';
import { FakeTransport } from '../../../streams/fake-transport';
import { json } from '../console/fake-fetch';
import { ADMIN, mountConsole } from '../console/render-app';

export { ADMIN };

const meOf = (id: number, role: Role, email: string): Me => ({ ...ADMIN, ID: id, role, email, is_owner: false, permissions: [...DEFAULT_ROLE_PERMISSIONS[role]] });
/** Agents start conversations but hold no settings.edit by default. */
export const AGENT = meOf(3, 'agent', 'agent@demo.mn');
/** An agent who may look at the settings (settings.view) but not change them. */
export const VIEWER: Me = { ...meOf(4, 'agent', 'viewer@demo.mn'), permissions: [...DEFAULT_ROLE_PERMISSIONS.agent, 'settings.view'] };

export const seedWebchats = (): Webchat[] => [
  {
    id: 1,
    channel_id: 11,
    domain: 'shop.mn',
    name: 'Дэлгүүр',
    name_en: 'Shop',
    greeting: 'Сайн байна уу?',
    greeting_en: 'Hello!',
    logo: null,
    brand_color: '#0F6CBD',
    text_color: '#FFFFFF',
    is_active: true,
    widget_key: 'wk_shop_123',
    created_at: '2025-01-05T03:00:00.000Z',
  },
  {
    id: 2,
    channel_id: 12,
    domain: 'bank.mn',
    name: 'Банк',
    name_en: '',
    greeting: '',
    greeting_en: '',
    logo: null,
    brand_color: '#A4262C',
    text_color: '#000000',
    is_active: false,
    widget_key: 'wk_bank_456',
    created_at: '2025-02-01T03:00:00.000Z',
  },
];

export const seedResponses = (): SavedResponse[] => [
  { id: 1, key: 'thanks', answer: 'Баярлалаа!', created_at: '2025-03-04T05:06:00.000Z', created_by: 1 },
  { id: 2, key: 'hours', answer: 'Бид 09:00–18:00 цагт ажиллана.', created_at: '2025-03-05T05:06:00.000Z', created_by: 2 },
  { id: 3, key: 'th_x', answer: 'Өөр', created_at: '2025-03-06T05:06:00.000Z', created_by: null },
];

export const seedTags = (): InteractionTagItem[] => [
  { id: 1, name: 'VIP', description: 'Онцгой харилцагч', is_important: true, created_at: '2025-01-01T00:00:00.000Z' },
  { id: 2, name: 'Гомдол', description: '', is_important: false, created_at: '2025-01-02T00:00:00.000Z' },
];

const users = [
  { id: 1, name: 'Бат Болд' },
  { id: 2, name: 'Дорж Сараа' },
].map(({ id, name }) => ({
  id,
  company_id: 1,
  user_name: name,
  first_name: name.split(' ')[1],
  last_name: name.split(' ')[0],
  email: `u${id}@demo.mn`,
  phone: '',
  picture: null,
  role: 'admin',
  user_type: 'human',
  status: 'active',
  presence: 'offline',
  is_owner: false,
}));

type Route = [method: string, path: RegExp, answer: (request: Request, match: RegExpMatchArray) => Response | Promise<Response>];

/**
 * An in-memory server for the three settings screens: writes change the store, so a refetch
 * shows what the real server would. `override` answers a route first (a refusal, say).
 */
export function settingsServer(me: Me = ADMIN) {
  const store = { webchats: seedWebchats(), responses: seedResponses(), tags: seedTags() };
  const overrides = new Map<string, (request: Request) => Response | Promise<Response>>();
  const requests: Request[] = [];
  const bodies: unknown[] = [];
  let nextId = 100;

  const byId = <T extends { id: number }>(items: T[], match: RegExpMatchArray) => items.find((item) => item.id === Number(match[1]));
  const routes: Route[] = [
    ['GET', /^\/api\/me$/, () => json(200, me)],
    ['PUT', /^\/api\/change-lang$/, () => json(200, { ok: true })],
    ['GET', /^\/api\/users$/, () => json(200, { items: users, total: users.length })],
    ['GET', /^\/api\/webchats$/, () => json(200, { items: store.webchats })],
    [
      'GET',
      /^\/api\/webchats\/(\d+)$/,
      (_r, m) => (byId(store.webchats, m) ? json(200, byId(store.webchats, m)) : json(404, { code: 'err_webchat_not_found', message: 'x' })),
    ],
    [
      'POST',
      /^\/api\/webchats$/,
      async (request) => {
        const body = (await request.json()) as Omit<Webchat, 'id' | 'channel_id' | 'widget_key' | 'created_at'>;
        const webchat: Webchat = { ...body, id: nextId, channel_id: nextId + 1000, widget_key: `wk_new_${nextId++}`, created_at: new Date().toISOString() };
        store.webchats.push(webchat);
        return json(200, webchat);
      },
    ],
    [
      'PUT',
      /^\/api\/webchats\/(\d+)$/,
      async (request, m) => {
        const webchat = byId(store.webchats, m)!;
        Object.assign(webchat, await request.json());
        return json(200, webchat);
      },
    ],
    [
      'DELETE',
      /^\/api\/webchats\/(\d+)$/,
      (_r, m) => {
        store.webchats = store.webchats.filter((w) => w.id !== Number(m[1]));
        return json(200, { ok: true });
      },
    ],
    [
      'GET',
      /^\/api\/saved-responses$/,
      (request) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        return json(200, { items: store.responses.filter((r) => r.key.startsWith(q)).sort((a, b) => a.key.localeCompare(b.key)) });
      },
    ],
    [
      'POST',
      /^\/api\/saved-responses$/,
      async (request) => {
        const body = (await request.json()) as { key: string; answer: string };
        const response = { ...body, id: nextId++, created_at: '2025-04-01T02:03:00.000Z', created_by: me.ID };
        store.responses.push(response);
        return json(200, response);
      },
    ],
    [
      'PUT',
      /^\/api\/saved-responses\/(\d+)$/,
      async (request, m) => {
        const response = byId(store.responses, m)!;
        Object.assign(response, await request.json());
        return json(200, response);
      },
    ],
    [
      'DELETE',
      /^\/api\/saved-responses\/(\d+)$/,
      (_r, m) => {
        store.responses = store.responses.filter((r) => r.id !== Number(m[1]));
        return json(200, { ok: true });
      },
    ],
    ['GET', /^\/api\/interaction-tags$/, () => json(200, { items: store.tags })],
    [
      'POST',
      /^\/api\/interaction-tags$/,
      async (request) => {
        const body = (await request.json()) as Omit<InteractionTagItem, 'id' | 'created_at'>;
        const tag = { ...body, id: nextId++, created_at: new Date().toISOString() };
        store.tags.push(tag);
        return json(200, tag);
      },
    ],
    [
      'PUT',
      /^\/api\/interaction-tags\/(\d+)$/,
      async (request, m) => {
        const tag = byId(store.tags, m)!;
        Object.assign(tag, await request.json());
        return json(200, tag);
      },
    ],
    [
      'DELETE',
      /^\/api\/interaction-tags\/(\d+)$/,
      (_r, m) => {
        store.tags = store.tags.filter((tag) => tag.id !== Number(m[1]));
        return json(200, { ok: true });
      },
    ],
  ];

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const text = request.body ? await request.clone().text() : '';
    bodies.push(text ? JSON.parse(text) : undefined);
    const { pathname } = new URL(request.url);
    const override = overrides.get(`${request.method} ${pathname}`);
    if (override) return override(request);
    for (const [method, pattern, answer] of routes) {
      const match = pathname.match(pattern);
      if (method === request.method && match) return answer(request, match);
    }
    return json(404, { code: 'err_route_not_found', message: 'not found' });
  };

  /** Requests to `method path`, with the JSON bodies they carried. */
  const called = (method: string, path: string) =>
    requests.flatMap((request, i) => (request.method === method && new URL(request.url).pathname === path ? [{ request, body: bodies[i] }] : []));

  return { fetch: fetch as typeof globalThis.fetch, store, overrides, requests, called };
}

/** The whole console at `path` (real routes, providers and guard) over the in-memory server. */
export function renderSettings(path: string, { me = ADMIN }: { me?: Me } = {}) {
  const server = settingsServer(me);
  const transport = new FakeTransport();
  return { ...mountConsole(path, { fetch: server.fetch, transport }), server, transport };
}

/** The table row whose cell reads exactly `text`. */
export function rowOf(text: string, within_: HTMLElement = document.body): HTMLElement {
  const cell = [...within_.querySelectorAll('td')].find((td) => td.textContent === text);
  if (!cell) throw new Error(`no row for ${text}`);
  return cell.closest('tr')!;
}

/** The texts an element's aria-describedby points at (a Fluent Field's hint and message). */
export function describedBy(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

export { within };

/**
 * The open dialog named `name`, once focus is inside it. In jsdom, tabster (Fluent's focus manager)
 * sometimes misses the dialog's own first focus and leaves it aria-hidden; focusing it again is
 * what a keyboard user's Tab does (the same helper as the users screen's tests).
 */
export async function openedDialog(name: string) {
  const surface = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find((d) => d.textContent?.includes(name));
    if (!found) throw new Error(`no dialog ${name} yet`);
    return found;
  });
  act(() => within(surface).getAllByRole('button', { hidden: true })[0].focus());
  return screen.findByRole('dialog', { name });
}
