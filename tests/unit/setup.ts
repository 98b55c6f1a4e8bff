import { cleanup, configure } from '@testing-library/react';
import { afterAll, beforeAll, vi } from 'vitest';

// The first render of a file loads Fluent, i18next and the realtime stack; on a loaded 2-core CI
// machine that can pass Testing Library's default 1 s wait (a first render took 5–15 s with the
// machine's two cores shared by five test runs). Waiting longer changes no assertion.
configure({ asyncUtilTimeout: 10_000 });

// Screens rendered without the router still find their feature namespaces (routes load them first).
const { ensureNamespaces, FEATURE_NAMESPACES } = await import('../../src/lib/i18n-namespaces');
await ensureNamespaces(FEATURE_NAMESPACES);

// Files share one jsdom and the console's modules (`isolate: false`, see vitest.config.ts). Each
// file starts from the page a fresh one would see: no tree left mounted, the default language, no
// cookies or stored values, real timers and no stubbed globals.
const { i18n } = await import('../../src/lib/i18n');
const { resetToasts } = await import('../../src/lib/toasts');
const { tour } = await import('../../src/features/guide/tour/tour-store');
const { page } = await import('../../src/lib/page');
const { notifier } = await import('../../src/lib/notify');
const { getTabster, disposeTabster } = await import('tabster');

/**
 * Fluent's focus manager (Tabster) lives on the window, counted by the components that use it;
 * one a file left behind keeps watching the shared document (a MutationObserver, timers) and
 * holding the old tree. A fresh page has none.
 */
function disposeLeftoverTabster() {
  const leftover = getTabster(window);
  if (leftover) disposeTabster(leftover, true);
}

// What the page looked like before any file ran: this file runs again for every test file in the
// worker, so the first run keeps it on globalThis.
interface Pristine {
  href: string;
  document: Set<PropertyKey>;
  navigator: Set<PropertyKey>;
  page: typeof page;
  notifier: typeof notifier;
}
const holder = globalThis as { __unitPristine?: Pristine };
holder.__unitPristine ??= {
  href: window.location.href,
  document: new Set(Reflect.ownKeys(document)),
  navigator: new Set(Reflect.ownKeys(navigator)),
  page: { ...page },
  notifier: { ...notifier },
};
const pristine = holder.__unitPristine;

/**
 * Drops what a test defined on the object itself (document.hidden, navigator.clipboard), so the
 * browser's own answer shows again. On the document only keys that hide the prototype's: React's
 * own marker there stays.
 */
function dropOwnAdditions(target: object, before: Set<PropertyKey>, onlyOverPrototype: boolean) {
  const proto = Object.getPrototypeOf(target) as object;
  for (const key of Reflect.ownKeys(target)) {
    if (!before.has(key) && (!onlyOverPrototype || Reflect.has(proto, key))) Reflect.deleteProperty(target, key);
  }
}

beforeAll(async () => {
  cleanup();
  disposeLeftoverTabster();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  document.documentElement.lang = '';
  document.title = '';
  dropOwnAdditions(document, pristine.document, true);
  dropOwnAdditions(navigator, pristine.navigator, false);
  window.history.replaceState(null, '', pristine.href);
  // The swappable page and notification methods (tests put recorders in their place).
  Object.assign(page, pristine.page);
  Object.assign(notifier, pristine.notifier);
  // Module state a page load would reset: toasts nobody showed, and the once-per-page tour offer.
  resetToasts();
  tour.reset();
  await i18n.changeLanguage('mn');
});
afterAll(() => {
  cleanup();
  disposeLeftoverTabster();
  vi.useRealTimers();
});
