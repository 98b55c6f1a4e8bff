import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Me } from '../../../contracts/me.schema';
import { DEFAULT_ROLE_PERMISSIONS } from '../../../contracts/permissions';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/app/query-client';
import { createAppRoutes } from '../../../src/app/routes';
import { ANONYMOUS_ME } from '../../../src/lib/current-user';
import { i18n } from '../../../src/lib/i18n';
import { RealtimeTransportContext } from '../../../src/lib/realtime/realtime-transport-context';
import { page } from '../../../src/lib/page';
import type { RealtimeTransport } from '../../../streams/transport';
import { json, routedFetch, type Handler } from './fake-fetch';

/** The demo admin of the seed: Бат Болд. */
export const ADMIN: Me = {
  ...ANONYMOUS_ME,
  ID: 1,
  company_id: 1,
  role: 'admin',
  user_status: 'active',
  email: 'admin@demo.mn',
  first_name: 'Болд',
  last_name: 'Бат',
  is_owner: true,
  permissions: [...DEFAULT_ROLE_PERMISSIONS.admin],
};

/** What the one console harness mounts over: the fake server's fetch, and optionally a transport. */
export interface MountOptions {
  fetch: typeof globalThis.fetch;
  /** The realtime transport of the signed-in layout (a FakeTransport); unset, the app opens socket.io. */
  transport?: RealtimeTransport;
  isDev?: boolean;
  /** jsdom has no ResizeObserver; Fluent's MessageBar measures itself with one. */
  stubResizeObserver?: boolean;
  /** Record page.assign and page.reload in `navigations` instead of leaving the page (a test may set its own). */
  stubPage?: boolean;
  /** Context around the routes (e.g. react-virtuoso's mock view size). */
  wrap?: (routes: ReactElement) => ReactElement;
}

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * The one console render harness: the whole console (providers, real route table, guard) at
 * `path` over a fake server's fetch. Every fixture mounts through it.
 */
export function mountConsole(path: string, { fetch, transport, isDev = true, stubResizeObserver = false, stubPage = false, wrap = (routes) => routes }: MountOptions) {
  vi.stubGlobal('fetch', fetch);
  if (stubResizeObserver) vi.stubGlobal('ResizeObserver', NoResizeObserver);
  const navigations = { assign: [] as string[], reloads: 0 };
  if (stubPage) {
    page.assign = (url) => void navigations.assign.push(url);
    page.reload = () => void navigations.reloads++;
  }
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createAppRoutes(queryClient, { isDev, publicLoginUrl: '/pub/login' }), {
    initialEntries: [path],
  });
  const routes = wrap(<RouterProvider router={router} />);
  // StrictMode as in main.tsx: it mounts effects twice, which once cancelled the guard's fetch.
  const view = render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {transport ? <RealtimeTransportContext.Provider value={transport}>{routes}</RealtimeTransportContext.Provider> : routes}
      </AppProviders>
    </StrictMode>,
  );
  return { ...view, router, queryClient, navigations };
}

export interface RenderAppOptions extends Omit<MountOptions, 'fetch'> {
  /** Answer of GET /api/me; `null` is a visitor (401). */
  me?: Me | null;
  handlers?: Record<string, Handler>;
}

/** The console at `path` over a routed fake server: the session, logout, language and the menu's badge answered. */
export function renderApp(path: string, { me = ADMIN, handlers = {}, ...mount }: RenderAppOptions = {}) {
  const server = routedFetch({
    'GET /api/me': () => (me ? json(200, me) : json(401, { code: 'err_auth_failed', message: 'no session' })),
    'POST /api/logout': () => json(200, { ok: true }),
    'PUT /api/change-lang': () => json(200, { ok: true }),
    // The main menu's unread badge asks for the open conversations on every signed-in screen.
    'GET /api/interactions': () => json(200, { items: [], total: 0 }),
    ...handlers,
  });
  return { ...mountConsole(path, { stubPage: true, ...mount, fetch: server.fetch }), server };
}

/** Fresh language and cookies for each test: both live outside React. */
export async function resetBrowserState() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  await i18n.changeLanguage('mn');
  vi.unstubAllGlobals();
}
