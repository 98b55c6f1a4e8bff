import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import mnCommon from '../../../locales/mn/common.json';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/app/query-client';
import { RouteErrorBoundary } from '../../../src/app/routes/root-route';
import { isChunkLoadError } from '../../../src/lib/build-update';
import { page } from '../../../src/lib/page';
import { resetBrowserState } from './render-app';

beforeEach(resetBrowserState);
afterEach(cleanup);

/** A router whose /issues code cannot be loaded, as after a deploy removed the old chunk. */
function renderWithFailingRoute(failure: Error) {
  const reloads = vi.fn();
  page.reload = reloads;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const router = createMemoryRouter(
    [
      {
        path: '/',
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { index: true, Component: () => <p>home</p> },
          { path: 'issues', lazy: () => Promise.reject(failure) },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, reloads };
}

describe('a screen whose code is gone', () => {
  it('knows the browsers’ wordings of a failed lazy chunk, and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/issues-1a2b.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/issues.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('says a new version is out and reloads at the address the member was going to', async () => {
    const { router, reloads } = renderWithFailingRoute(new TypeError('Failed to fetch dynamically imported module: http://x/assets/issues-1a2b.js'));
    await screen.findByText('home');
    await router.navigate('/issues');
    expect(await screen.findByRole('heading', { name: mnCommon.update.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/issues');
    expect(reloads).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: mnCommon.update.reload }));
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('any other failure still shows the error page', async () => {
    const { router } = renderWithFailingRoute(new Error('boom'));
    await screen.findByText('home');
    await router.navigate('/issues');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: mnCommon.update.reload })).toBeNull();
  });
});
