import { ChannelSendError } from '../outbound';

export interface GraphConfig {
  graphBaseUrl: string;
  graphApiVersion: string;
}

/** A Graph API error as documented: `{ error: { message, type, code, error_subcode, fbtrace_id } }`. */
export interface GraphError {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
}

/** The catalogue code of a documented Graph error (the Send API's and the token's). */
export function graphErrorCode(e: GraphError | undefined): string {
  const code = e?.code;
  const sub = e?.error_subcode;
  if (code === 190 || code === 102 || sub === 463 || sub === 467) return 'err_channel_token_expired';
  if ((code === 10 && (sub === 2018278 || sub === 2018065)) || sub === 2018278) return 'err_channel_window_closed';
  if (code === 4 || code === 613 || code === 32 || code === 17) return 'err_channel_rate_limited';
  if (code === 551 || sub === 2018001 || sub === 1545041) return 'err_channel_recipient_unknown';
  return 'err_channel_connect_failed';
}

const TIMEOUT_MS = 10_000;

/**
 * One Graph API call: `path` under the configured version, the token as `access_token`. Answers
 * the JSON of a 2xx; a documented error throws ChannelSendError with its catalogue code.
 */
export async function graphCall<T>(
  cfg: GraphConfig,
  path: string,
  token: string,
  init: { method?: 'GET' | 'POST'; query?: Record<string, string>; body?: unknown } = {},
): Promise<T> {
  const url = new URL(`${cfg.graphBaseUrl}/${cfg.graphApiVersion}/${path.replace(/^\//, '')}`);
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
  url.searchParams.set('access_token', token);
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method ?? 'GET',
      headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ChannelSendError('err_channel_connect_failed');
  }
  const json = (await res.json().catch(() => null)) as { error?: GraphError } | null;
  if (!res.ok || !json || json.error) throw new ChannelSendError(graphErrorCode(json?.error));
  return json as T;
}
