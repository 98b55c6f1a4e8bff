import type { Me } from '../../../contracts/me.schema';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, ROLES, type Permission, type Role } from '../../../contracts/permissions';
import type { RoleMatrix } from '../../../contracts/roles.schema';
import type { User } from '../../../contracts/user.schema';
import { FakeTransport } from '../../../streams/fake-transport';
import { json, routedFetch, type Handler } from '../console/fake-fetch';
import { ADMIN, mountConsole } from '../console/render-app';
import { VirtuosoMockContext } from 'react-virtuoso';

export { ADMIN };

const person = (id: number, last: string, first: string, email: string, role: Role, extra: Partial<User> = {}): User => ({
  id,
  company_id: 1,
  user_name: `${last} ${first}`,
  first_name: first,
  last_name: last,
  email,
  phone: '',
  picture: null,
  role,
  user_type: 'human',
  status: 'active',
  presence: 'offline',
  is_owner: false,
  ...extra,
});

/** The demo company of the seed, plus a second admin and two virtual agents. */
export const seedUsers = (): User[] => [
  person(1, 'Бат', 'Болд', 'admin@demo.mn', 'admin', { is_owner: true }),
  person(2, 'Дорж', 'Сараа', 'manager@demo.mn', 'manager'),
  person(3, 'Ганбат', 'Тэмүүлэн', 'agent@demo.mn', 'agent'),
  person(4, 'Очир', 'Номин', 'guest@demo.mn', 'guest'),
  person(5, 'Цэрэн', 'Хулан', 'inactive@demo.mn', 'agent', { status: 'inactive' }),
  person(6, 'Лхагва', 'Ану', 'admin2@demo.mn', 'admin'),
  person(7, 'Туслах', 'Бот', 'bot@demo.mn', 'agent', { user_type: 'virtual_social_agent' }),
  person(8, 'Дуудлагын', 'Оператор', 'ivr@demo.mn', 'agent', { user_type: 'virtual_call_operator' }),
];

const meOf = (id: number, role: Role, email: string, first: string, last: string, isOwner = false): Me => ({
  ...ADMIN,
  ID: id,
  role,
  email,
  first_name: first,
  last_name: last,
  is_owner: isOwner,
  permissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
});
/** An admin who is not the owner, so the owner's row and one's own row differ. */
export const SECOND_ADMIN = meOf(6, 'admin', 'admin2@demo.mn', 'Ану', 'Лхагва');
export const MANAGER = meOf(2, 'manager', 'manager@demo.mn', 'Сараа', 'Дорж');
export const AGENT = meOf(3, 'agent', 'agent@demo.mn', 'Тэмүүлэн', 'Ганбат');

export const defaultMatrix = (): RoleMatrix => ({
  items: ROLES.map((role) => ({ role, permissions: [...DEFAULT_ROLE_PERMISSIONS[role]] })),
});

/**
 * A small in-memory server for the users screen: lists filter and page like the real one, and the
 * admin actions change the store, so a refetch shows what a real server would.
 */
export function usersServer(me: Me, users = seedUsers(), matrix = defaultMatrix()) {
  const idOf = (request: Request) => Number(new URL(request.url).pathname.split('/')[3]);
  const handlers: Record<string, Handler> = {
    'GET /api/me': () => json(200, me),
    'GET /api/users': (request) => {
      const q = new URL(request.url).searchParams;
      const page = Number(q.get('page') ?? 1);
      const size = Number(q.get('size') ?? 100);
      const matches = (u: User) =>
        (!q.get('user_type') || u.user_type === q.get('user_type')) &&
        (!q.get('role') || u.role === q.get('role')) &&
        (!q.get('user_status') || u.status === q.get('user_status'));
      const matching = users.filter(matches);
      return json(200, { items: matching.slice((page - 1) * size, page * size), total: matching.length });
    },
    'GET /api/roles': () => json(200, matrix),
  };
  for (const user of users) {
    handlers[`PUT /api/users/${user.id}/role`] = async (request) => {
      const target = users.find((u) => u.id === idOf(request));
      if (target) target.role = ((await request.json()) as { role: Role }).role;
      return json(200, { ok: true });
    };
    handlers[`PUT /api/users/${user.id}/status`] = async (request) => {
      const target = users.find((u) => u.id === idOf(request));
      if (target) target.status = ((await request.json()) as { status: User['status'] }).status;
      return json(200, { ok: true });
    };
    handlers[`DELETE /api/users/${user.id}`] = (request) => {
      users.splice(
        users.findIndex((u) => u.id === idOf(request)),
        1,
      );
      return json(200, { ok: true });
    };
  }
  for (const role of ROLES) {
    handlers[`PUT /api/roles/${role}/permissions`] = async (request) => {
      const { permissions } = (await request.json()) as { permissions: Permission[] };
      matrix.items = matrix.items.map((item) => (item.role === role ? { role, permissions: PERMISSIONS.filter((p) => permissions.includes(p)) } : item));
      return json(200, matrix);
    };
  }
  return { handlers, users, matrix };
}

export interface RenderOptions {
  me?: Me;
  users?: User[];
  /** Override or add routes of the fake server. */
  handlers?: Record<string, Handler>;
  /** The size virtual lists take the view and each row to be (jsdom lays nothing out). */
  view?: { viewportHeight: number; itemHeight: number };
}

const JSDOM_VIEW = { viewportHeight: 10_000, itemHeight: 40 };

/** The whole console at `path` (real routes and providers) over the fake server and a FakeTransport. */
export function renderConsole(path: string, { me = ADMIN, users, handlers = {}, view = JSDOM_VIEW }: RenderOptions = {}) {
  const fake = usersServer(me, users);
  const server = routedFetch({ ...fake.handlers, ...handlers });
  const transport = new FakeTransport();
  const mounted = mountConsole(path, {
    fetch: server.fetch,
    transport,
    // jsdom lays nothing out: virtual lists render their rows as if the view were this tall.
    wrap: (routes) => <VirtuosoMockContext.Provider value={view}>{routes}</VirtuosoMockContext.Provider>,
  });
  return { ...mounted, server, fake, transport };
}

/** The table row that holds this e-mail address. */
export function rowOf(email: string, within: HTMLElement = document.body): HTMLElement {
  const cell = [...within.querySelectorAll('td')].find((td) => td.textContent === email);
  if (!cell) throw new Error(`no row for ${email}`);
  return cell.closest('tr')!;
}
