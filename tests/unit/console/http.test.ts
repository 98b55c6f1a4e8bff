import { describe, expect, it } from 'vitest';
import { RETRY_STATUSES } from '../../../contracts/constants';
import { ApiError } from '../../../src/lib/api-error';
import { createHttp, type HttpClient } from '../../../src/lib/http';
import { fakeFetch, type Answer } from './fake-fetch';

function client(...answers: Answer[]) {
  const fake = fakeFetch(...answers);
  const errors: ApiError[] = [];
  const http = createHttp({ fetch: fake.fetch, retryDelayMs: 0, timeoutMs: 50, onError: (error) => errors.push(error) });
  return { http, errors, ...fake };
}

type Method = 'get' | 'head' | 'delete' | 'post' | 'put' | 'patch';
const call = (http: HttpClient, method: Method, path = '/api/thing') =>
  method === 'post' || method === 'put' || method === 'patch' ? http[method](path, { a: 1 }) : http[method](path);

describe('retries (spec §7: reads once on 408, 409, 425, 429, 500, 502, 503, 504)', () => {
  it.each(RETRY_STATUSES.map((status) => [status]))('GET and HEAD are tried twice on %i', async (status) => {
    for (const method of ['get', 'head'] as const) {
      const { http, requests } = client(status);
      await expect(call(http, method)).rejects.toMatchObject({ kind: 'http', status });
      expect(requests).toHaveLength(2);
    }
  });

  it.each(RETRY_STATUSES.map((status) => [status]))('write methods are never retried (%i)', async (status) => {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const { http, requests } = client(status);
      await expect(call(http, method)).rejects.toMatchObject({ status });
      expect(requests).toHaveLength(1);
    }
  });

  it.each([[400], [401], [403], [404], [410], [413], [422], [501], [505], [599], [600]])('GET is not retried on %i', async (status) => {
    const { http, requests } = client(status);
    await expect(http.get('/api/thing')).rejects.toMatchObject({ kind: 'http', status });
    expect(requests).toHaveLength(1);
  });

  it('succeeds when the retry does', async () => {
    const { http, requests, errors } = client(503, { status: 200, json: { ok: true } });
    await expect(http.get('/api/thing')).resolves.toEqual({ ok: true });
    expect(requests).toHaveLength(2);
    expect(errors).toHaveLength(0);
  });

  it('does not retry network errors or timeouts', async () => {
    const offline = client({ network: true });
    await expect(offline.http.get('/api/thing')).rejects.toMatchObject({ kind: 'network', status: 0 });
    expect(offline.requests).toHaveLength(1);

    const slow = client({ hang: true });
    await expect(slow.http.get('/api/thing')).rejects.toMatchObject({ kind: 'timeout' });
    expect(slow.requests).toHaveLength(1);
  });
});

describe('requests', () => {
  it('resolves relative paths on the same origin and sends cookies same-origin', async () => {
    const { http, requests } = client({ status: 200, json: [] });
    await http.get('/api/users', { searchParams: { page: 1 } });
    expect(requests[0].url).toBe(`${window.location.origin}/api/users?page=1`);
    expect(requests[0].credentials).toBe('same-origin');
    expect(requests[0].method).toBe('GET');
  });

  it('sends JSON for write methods', async () => {
    const { http, requests, bodies } = client(204);
    await expect(http.post('/pub/login', { email: 'a@b.mn', password: 'x' })).resolves.toBeUndefined();
    expect(requests[0].method).toBe('POST');
    expect(requests[0].headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(bodies[0])).toEqual({ email: 'a@b.mn', password: 'x' });
  });

  it('returns text bodies as text', async () => {
    const { http } = client({ status: 200, body: 'plain' });
    await expect(http.get('/x')).resolves.toBe('plain');
  });

  it('treats every status from 400 to 599 as an error', async () => {
    for (const status of [400, 418, 451, 499, 500, 599]) {
      const { http } = client(status);
      await expect(http.get('/x')).rejects.toBeInstanceOf(ApiError);
    }
    const { http } = client(399 as number);
    await expect(http.get('/x')).resolves.toBe(undefined);
  });

  it('reads the catalogue code and the raw text of an error answer', async () => {
    const { http } = client({ status: 401, json: { code: 'err_invalid_credentials', message: 'nope' } });
    const error = await http.post('/pub/login', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'err_invalid_credentials' });
    expect((error as ApiError).text).toContain('nope');

    const unknown = client({ status: 400, json: { code: 'err_not_in_catalogue', message: 'x' } });
    await expect(unknown.http.get('/x')).rejects.toMatchObject({ status: 400, code: undefined });
  });
});

describe('failure reporting', () => {
  it('reports a failure once, after the retry', async () => {
    const { http, errors } = client(500);
    await expect(http.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(errors.map((error) => error.status)).toEqual([500]);
  });

  it('stays quiet when the caller handles it', async () => {
    const { http, errors } = client(401, 401, 500);
    await expect(http.get('/x', { silent: true })).rejects.toBeInstanceOf(ApiError);
    await expect(http.get('/x', { silent: (error) => error.status === 401 })).rejects.toBeInstanceOf(ApiError);
    expect(errors).toHaveLength(0);
    await expect(http.get('/x', { silent: (error) => error.status === 401 })).rejects.toBeInstanceOf(ApiError);
    expect(errors.map((error) => error.status)).toEqual([500]);
  });

  it('does not report or wrap an abort', async () => {
    const { http, errors } = client({ hang: true });
    const controller = new AbortController();
    const pending = http.get('/x', { signal: controller.signal, timeout: false });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(errors).toHaveLength(0);
  });
});
