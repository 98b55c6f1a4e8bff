import { CUSTOM_API_RESPONSE_MAX_BYTES, type CustomApiTestResult } from '../../../contracts';
import type { customApis } from '../../db/schema';
import { SafeFetchFailure, safeFetch } from '../../lib/safe-fetch';

type Row = typeof customApis.$inferSelect;
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}/g;

/** A field of a JSON answer by dot path (`order.items.0.name`), as text; undefined when absent. */
export function pick(data: unknown, path: string): string | undefined {
  let at: unknown = data;
  for (const key of path.split('.').filter(Boolean)) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  if (at === undefined || at === null) return undefined;
  return typeof at === 'object' ? JSON.stringify(at) : String(at);
}

/**
 * Calls one custom API with a run's values: placeholders are URL-encoded in the address, JSON-escaped
 * in the body, taken as they are in headers. A 2xx answer is `ok` with its mapped fields; anything
 * else (an error status, a timeout, a refused private address, a too large answer) is not.
 */
export async function callCustomApi(api: Row, vars: Record<string, string>, allowedHosts: readonly string[]): Promise<CustomApiTestResult> {
  if (api.status !== 'active') return { ok: false, status: null, vars: {}, error: 'inactive' };
  const url = api.url.replace(PLACEHOLDER, (_, k: string) => encodeURIComponent(vars[k] ?? ''));
  const body = api.method === 'POST' ? api.body.replace(PLACEHOLDER, (_, k: string) => JSON.stringify(vars[k] ?? '').slice(1, -1)) : undefined;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  for (const h of api.headers) headers[h.name] = h.value.replace(PLACEHOLDER, (_, k: string) => (vars[k] ?? '').replace(/[\r\n]/g, ''));
  try {
    const res = await safeFetch(url, { method: api.method, headers, body, timeoutMs: api.timeoutMs, maxBytes: CUSTOM_API_RESPONSE_MAX_BYTES, allowedHosts });
    if (res.status < 200 || res.status > 299) return { ok: false, status: res.status, vars: {}, error: 'http' };
    let data: unknown = null;
    try {
      data = res.body ? JSON.parse(res.body) : null;
    } catch {
      data = null;
    }
    const out: Record<string, string> = {};
    for (const f of api.responseFields) {
      const v = pick(data, f.path);
      if (v !== undefined) out[f.variable] = v;
    }
    return { ok: true, status: res.status, vars: out, error: null };
  } catch (err) {
    return { ok: false, status: null, vars: {}, error: err instanceof SafeFetchFailure ? err.reason : 'network' };
  }
}
