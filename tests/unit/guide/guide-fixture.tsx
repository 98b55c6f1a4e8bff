import type { Me } from '../../../contracts/me.schema';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../../src/app/query-client';
import { CurrentUserContext } from '../../../src/lib/current-user';
import { i18n } from '../../../src/lib/i18n';
import { tour } from '../../../src/features/guide/tour/tour-store';
import { ADMIN } from '../console/render-app';
import { json, routedFetch, type Handler } from '../console/fake-fetch';

/** A fake /api/tour that remembers the flag the way the server does. */
export function tourServer(initiallySeen: boolean | 'fail') {
  let seen = initiallySeen === true;
  const handlers: Record<string, Handler> = {
    'GET /api/tour': () => (initiallySeen === 'fail' ? json(500, { code: '001', message: 'down' }) : json(200, { seen })),
    'PUT /api/tour': async (request) => {
      const body = await request.json();
      if (body.seen !== true) return json(400, { code: 'err_wrong_param_structure', message: 'bad' });
      seen = true;
      return json(200, { seen });
    },
  };
  return { handlers, isSeen: () => seen };
}

/**
 * `ui` with what a feature component relies on (language, theme, queries, the signed-in admin and a
 * router at `path`) over a fake server; StrictMode as in main.tsx.
 */
export async function renderWithApp(
  ui: ReactNode,
  { handlers = {}, path = '/', lng = 'mn', me = ADMIN }: { handlers?: Record<string, Handler>; path?: string; lng?: 'mn' | 'en'; me?: Me } = {},
) {
  await i18n.changeLanguage(lng);
  tour.reset();
  const server = routedFetch(handlers);
  vi.stubGlobal('fetch', server.fetch);
  // Fluent's dialog measures itself with a ResizeObserver, which jsdom lacks.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  const queryClient = createQueryClient();
  const user = { me, signedIn: true, updateMe: () => {}, refresh: async () => {} };
  const view = render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <FluentProvider theme={webLightTheme}>
            <CurrentUserContext.Provider value={user}>
              <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
            </CurrentUserContext.Provider>
          </FluentProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  return { ...view, server, queryClient };
}

/** An element the tour can point at: laid out with a real size, as a browser would report it. */
export function Anchor({ name, size = 40 }: { name: string; size?: number }) {
  return (
    <div
      data-tour={name}
      ref={(element) => {
        if (element)
          element.getBoundingClientRect = () =>
            ({ top: 100, left: 10, width: 200, height: size, right: 210, bottom: 100 + size, x: 10, y: 100, toJSON: () => ({}) }) as DOMRect;
      }}
    >
      {name}
    </div>
  );
}
