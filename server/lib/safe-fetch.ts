import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPrivateAddress, publicOnlyLookup } from './private-address';

/**
 * Outbound HTTP for admin-given addresses (custom APIs of flows), refusing private, loopback,
 * link-local and other non-public targets unless the server's operator allowed the host
 * (FETCH_ALLOWED_HOSTS). The check runs on the address the socket actually connects to (a custom
 * `lookup`), so a name that resolves to 127.0.0.1, or changes its answer, is caught too. No
 * redirects are followed; the answer is cut at `maxBytes` and the whole call at `timeoutMs`.
 */
export type SafeFetchError = 'refused' | 'timeout' | 'network' | 'too_large';
export class SafeFetchFailure extends Error {
  constructor(readonly reason: SafeFetchError) {
    super(reason);
  }
}

export interface SafeFetchOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  maxBytes: number;
  /** Hosts (`name` or `name:port`) that may be private, as the operator configured them. */
  allowedHosts: readonly string[];
}

/** An entry `host`, `host:port` or `host:port/path/` (only addresses under that path). */
export const hostAllowed = (url: URL, allowed: readonly string[]) => {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return allowed.some((entry) => {
    const slash = entry.indexOf('/');
    const name = (slash < 0 ? entry : entry.slice(0, slash)).toLowerCase();
    if (name !== host && name !== `${host}:${port}`) return false;
    return slash < 0 || url.pathname.startsWith(entry.slice(slash));
  });
};

export async function safeFetch(target: string, opts: SafeFetchOptions): Promise<{ status: number; body: string }> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new SafeFetchFailure('network');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchFailure('refused');
  const allowPrivate = hostAllowed(url, opts.allowedHosts);
  let refused = false;
  const lookup = publicOnlyLookup(allowPrivate, () => {
    refused = true;
    return new Error('private address refused');
  });
  // A literal IP never reaches `lookup`: check it here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !allowPrivate && isPrivateAddress(literal)) throw new SafeFetchFailure('refused');

  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, { method: opts.method ?? 'GET', headers: opts.headers, lookup, timeout: opts.timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        size += c.length;
        if (size > opts.maxBytes) {
          req.destroy();
          reject(new SafeFetchFailure('too_large'));
        } else chunks.push(c);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', () => reject(new SafeFetchFailure('network')));
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new SafeFetchFailure('timeout'));
    }, opts.timeoutMs);
    req.on('close', () => clearTimeout(timer));
    req.on('timeout', () => {
      req.destroy();
      reject(new SafeFetchFailure('timeout'));
    });
    req.on('error', () => reject(new SafeFetchFailure(refused ? 'refused' : 'network')));
    if (opts.body) req.write(opts.body);
    req.end();
  });
}

/**
 * Whether an address may be saved: its host is public, or allowed. A name that does not resolve
 * now passes (the call itself checks again when it connects).
 */
export async function isTargetAllowed(target: string, allowedHosts: readonly string[]): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (hostAllowed(url, allowedHosts)) return true;
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal)) return !isPrivateAddress(literal);
  if (literal === 'localhost' || literal.endsWith('.localhost')) return false;
  const addresses = await new Promise<{ address: string }[]>((resolve) => dnsLookup(literal, { all: true }, (err, list) => resolve(err ? [] : list)));
  return !addresses.some((a) => isPrivateAddress(a.address));
}
