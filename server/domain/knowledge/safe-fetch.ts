import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPrivateAddress, publicOnlyLookup } from '../../lib/private-address';
import { AppError } from '../../lib/app-error';

/**
 * Server-side fetches of pages an admin names (knowledge imports), without SSRF: every address a
 * host resolves to is checked, on every request including each redirect, and the connection goes
 * to the address that was checked (the check runs inside the socket's own DNS lookup, so a name
 * that answers differently the second time cannot slip through). Private, loopback, link-local
 * and other non-public ranges are refused unless the admin allowed that host.
 */
export const FETCH_MAX_REDIRECTS = 3;
export const FETCH_MAX_BYTES = 5 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 10_000;

export interface Fetched {
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

export interface FetchOptions {
  /** Host names (lower case) the admin allowed to resolve to private addresses. */
  allowedHosts?: readonly string[];
  maxBytes?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

const refused = () => new AppError('err_knowledge_url_refused');

export function parseFetchUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new AppError('err_knowledge_url_invalid', { field: 'url' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AppError('err_knowledge_url_invalid', { field: 'url' });
  if (url.username || url.password) throw new AppError('err_knowledge_url_invalid', { field: 'url' });
  return url;
}

function hostOf(url: URL) {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

function once(url: URL, opts: FetchOptions, signal: AbortSignal): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const host = hostOf(url);
  const allowed = (opts.allowedHosts ?? []).includes(host);
  // An address literal never goes through DNS: check it here.
  if (isIP(host) && !allowed && isPrivateAddress(host)) return Promise.reject(refused());
  const max = opts.maxBytes ?? FETCH_MAX_BYTES;
  const mod = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = mod.request(
      url,
      {
        method: 'GET',
        lookup: publicOnlyLookup(allowed, refused),
        signal,
        headers: { 'user-agent': 'ContactCentreKnowledge/1.0', accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.5', 'accept-encoding': 'identity' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > max) {
          res.destroy();
          return reject(new AppError('err_knowledge_file_too_large', { max: Math.round(max / 1024 / 1024) }));
        }
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > max) {
            res.destroy();
            reject(new AppError('err_knowledge_file_too_large', { max: Math.round(max / 1024 / 1024) }));
          } else chunks.push(c);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', (err) => reject(err instanceof AppError ? err : (err as { cause?: unknown }).cause instanceof AppError ? (err as { cause: AppError }).cause : err));
    req.end();
  });
}

/** GETs `raw` under the rules above; a refusal or failure is a catalogue error. */
export async function safeFetch(raw: string, opts: FetchOptions = {}): Promise<Fetched> {
  let url = parseFetchUrl(raw);
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? FETCH_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  for (let hop = 0; ; hop++) {
    let res;
    try {
      res = await once(url, opts, signal);
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError('err_knowledge_fetch_failed');
    }
    if (res.status >= 300 && res.status < 400 && res.headers.location) {
      if (hop >= FETCH_MAX_REDIRECTS) throw new AppError('err_knowledge_fetch_failed');
      url = parseFetchUrl(new URL(res.headers.location, url).toString());
      continue;
    }
    if (res.status < 200 || res.status >= 300) throw new AppError('err_knowledge_fetch_failed');
    return { url: url.toString(), status: res.status, contentType: String(res.headers['content-type'] ?? ''), body: res.body };
  }
}
