/**
 * Runtime configuration. The server injects
 * `<meta name="app-config" content='{"publicLoginUrl":"/pub/login"}'>` into index.html, so one
 * build serves any host; index.html carries the same default for `vite` dev and tests.
 */
export interface AppConfig {
  /** Where signed-out users go in production (a full-page navigation, may be another host). */
  publicLoginUrl: string;
  /** Dev mode sends signed-out users to the console's own /login page. */
  isDev: boolean;
}

export const DEFAULT_PUBLIC_LOGIN_URL = '/pub/login';

export function readConfig(doc: Document = document, isDev: boolean = import.meta.env.DEV): AppConfig {
  const raw = doc.querySelector('meta[name="app-config"]')?.getAttribute('content');
  let publicLoginUrl = DEFAULT_PUBLIC_LOGIN_URL;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      const url = (parsed as { publicLoginUrl?: unknown } | null)?.publicLoginUrl;
      if (typeof url === 'string' && url.trim() !== '') publicLoginUrl = url;
    } catch {
      // A broken meta must not take the console down; the default login address still works.
      console.error('Invalid app-config meta; using defaults');
    }
  }
  return { publicLoginUrl, isDev };
}

let cached: AppConfig | undefined;

export function getConfig(): AppConfig {
  cached ??= readConfig();
  return cached;
}
