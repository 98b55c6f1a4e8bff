import { ChannelSendError } from '../outbound';

export interface ViberApiConfig {
  viberBaseUrl: string;
}

/** Viber's documented status codes, as catalogue codes. */
export function viberStatusCode(status: number | undefined): string {
  if (status === 2) return 'err_channel_token_expired';
  if (status === 5 || status === 6 || status === 11) return 'err_channel_recipient_unknown';
  if (status === 12) return 'err_channel_rate_limited';
  return 'err_channel_connect_failed';
}

/** One call of Viber's REST bot API (`POST {base}/{method}` with X-Viber-Auth-Token); status 0 or a ChannelSendError. */
export async function viberCall<T>(cfg: ViberApiConfig, method: string, token: string, body: unknown = {}): Promise<T & { status: number }> {
  let res: Response;
  try {
    res = await fetch(`${cfg.viberBaseUrl}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-viber-auth-token': token },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new ChannelSendError('err_channel_connect_failed');
  }
  const json = (await res.json().catch(() => null)) as (T & { status: number }) | null;
  if (!res.ok || !json) throw new ChannelSendError('err_channel_connect_failed');
  if (json.status !== 0) throw Object.assign(new ChannelSendError(viberStatusCode(json.status)), { status: json.status });
  return json;
}
