import ky, { HTTPError, type Options } from 'ky';
import { RETRY_STATUSES } from '../../contracts/constants';
import { ApiError, isAbortError, toApiError } from './api-error';
import { describeError } from './error-message';
import { notifyError } from './toasts';

/** Default request behaviour of spec §7: only these methods are retried, once. */
export const RETRY_METHODS = ['get', 'head', 'options'] as const;

export interface HttpClientOptions {
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: typeof globalThis.fetch;
  /** Pause before the single retry. Small: the user is waiting, and one retry is all we do. */
  retryDelayMs?: number;
  timeoutMs?: number;
  /** Called for every failed request that is not silent (the app shows a critical toast). */
  onError?: (error: ApiError) => void;
  /** Base that relative paths resolve against; the page's own origin by default (no prefixUrl). */
  baseUrl?: () => string;
  /** Called for every 401 answer, silent or not: the session has ended (see onUnauthorized). */
  onUnauthorized?: (error: ApiError) => void;
}

export interface RequestOptions extends Omit<Options, 'method' | 'json' | 'body' | 'prefixUrl' | 'retry' | 'fetch'> {
  /** Skip onError (the caller shows the failure itself), for all errors or those it picks. */
  silent?: boolean | ((error: ApiError) => boolean);
}

export interface HttpClient {
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  head(path: string, options?: RequestOptions): Promise<void>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, json?: unknown, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, json?: unknown, options?: RequestOptions): Promise<T>;
  patch<T = unknown>(path: string, json?: unknown, options?: RequestOptions): Promise<T>;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  return (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
}

export function createHttp(options: HttpClientOptions = {}): HttpClient {
  const { retryDelayMs = 300, timeoutMs = 15_000, onError, baseUrl = () => window.location.origin } = options;
  const client = ky.create({
    credentials: 'same-origin',
    timeout: timeoutMs,
    // Any 400–599 (and the custom 600) is an error (spec §7).
    throwHttpErrors: (status) => status >= 400,
    // Looked up per call (not captured once), so a test can stand a fake fetch in for the page's.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    retry: {
      limit: 1,
      methods: [...RETRY_METHODS],
      statusCodes: [...RETRY_STATUSES],
      // A Retry-After header must not freeze a screen for minutes; one short pause is enough.
      afterStatusCodes: [],
      delay: () => retryDelayMs,
      // Only the listed statuses are retried, never network errors or timeouts.
      shouldRetry: ({ error }) => (error instanceof HTTPError ? undefined : false),
    },
  });

  async function request<T>(method: string, path: string, json: unknown, opts: RequestOptions = {}): Promise<T> {
    const { silent, ...kyOptions } = opts;
    // ky builds a Request, which needs an absolute URL outside a browser; same origin either way.
    const url = new URL(path, baseUrl()).toString();
    try {
      const response = await client(url, { ...kyOptions, method, ...(json === undefined ? {} : { json }) });
      return (await readBody(response)) as T;
    } catch (error) {
      if (isAbortError(error)) throw error;
      const apiError = await toApiError(error);
      if (apiError.status === 401) options.onUnauthorized?.(apiError);
      const quiet = typeof silent === 'function' ? silent(apiError) : silent === true;
      if (!quiet) onError?.(apiError);
      throw apiError;
    }
  }

  return {
    get: (path, opts) => request('get', path, undefined, opts),
    head: (path, opts) => request('head', path, undefined, opts),
    delete: (path, opts) => request('delete', path, undefined, opts),
    post: (path, json, opts) => request('post', path, json, opts),
    put: (path, json, opts) => request('put', path, json, opts),
    patch: (path, json, opts) => request('patch', path, json, opts),
  };
}

const unauthorizedListeners = new Set<(error: ApiError) => void>();

/**
 * Hears every 401 of the console's client: a session ended elsewhere (a logout in another tab, an
 * admin's sign-out) is noticed on the next call, not when /api/me next goes stale. The signed-in
 * layout's UnauthorizedEffect is the one listener.
 */
export function onUnauthorized(listener: (error: ApiError) => void): () => void {
  unauthorizedListeners.add(listener);
  return () => void unauthorizedListeners.delete(listener);
}

/** The console's client: failures become a critical toast in the current language. */
export const http = createHttp({
  onError: (error) => notifyError(describeError(error)),
  onUnauthorized: (error) => unauthorizedListeners.forEach((listener) => listener(error)),
});
