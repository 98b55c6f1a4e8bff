import { describe, expect, it } from 'vitest';
import enCommon from '../../../locales/en/common.json';
import enErrors from '../../../locales/en/errors.json';
import mnCommon from '../../../locales/mn/common.json';
import mnErrors from '../../../locales/mn/errors.json';
import { ApiError } from '../../../src/lib/api-error';
import { describeError } from '../../../src/lib/error-message';
import { createHttp } from '../../../src/lib/http';
import { fakeFetch, type Answer } from './fake-fetch';

/** The message a user sees for an answer, going through the real client. */
async function messageFor(answer: Answer, lng: 'mn' | 'en'): Promise<string> {
  const http = createHttp({ fetch: fakeFetch(answer).fetch, retryDelayMs: 0, timeoutMs: 50 });
  const error = await http.get('/api/thing').catch((e: unknown) => e);
  return describeError(error, lng);
}

describe('status messages of spec §8, in both languages', () => {
  const table: [number, keyof typeof enCommon.http][] = [
    [400, '400'],
    [401, '401'],
    [403, '403'],
    [404, '404'],
    [500, '500'],
    [502, '502'],
    [408, 'other'],
    [409, 'other'],
    [418, 'other'],
    [422, 'other'],
    [425, 'other'],
    [429, 'other'],
    [501, 'other'],
    [503, 'other'],
    [504, 'other'],
  ];

  it.each(table)('%i', async (status, key) => {
    expect(await messageFor(status, 'en')).toBe(enCommon.http[key]);
    expect(await messageFor(status, 'mn')).toBe(mnCommon.http[key]);
  });

  it('names them as the spec does in English', () => {
    expect(enCommon.http['400']).toMatch(/bad request/i);
    expect(enCommon.http['401']).toMatch(/unauthorized/i);
    expect(enCommon.http['403']).toMatch(/forbidden.*permission.*admin/i);
    expect(enCommon.http['404']).toMatch(/not found/i);
    expect(enCommon.http['500']).toMatch(/internal server error/i);
    expect(enCommon.http['502']).toMatch(/bad gateway/i);
    expect(enCommon.http.other).toBe('An error occurred.');
  });

  it('600 shows the response text itself', async () => {
    expect(await messageFor({ status: 600, body: 'Гэрээний хугацаа дууссан.' }, 'en')).toBe('Гэрээний хугацаа дууссан.');
    expect(await messageFor({ status: 600, body: '' }, 'mn')).toBe(mnCommon.http.other);
  });
});

describe('catalogue codes', () => {
  it('prefer the translated catalogue message over the status', async () => {
    const body = { code: 'err_invalid_credentials', message: 'invalid credentials' };
    expect(await messageFor({ status: 401, json: body }, 'en')).toBe(enErrors.err_invalid_credentials);
    expect(await messageFor({ status: 401, json: body }, 'mn')).toBe(mnErrors.err_invalid_credentials);
    const inactive = { code: 'err_user_inactive', message: 'x' };
    expect(await messageFor({ status: 403, json: inactive }, 'mn')).toBe(mnErrors.err_user_inactive);
    expect(await messageFor({ status: 429, json: { code: 'err_too_many_attempts', message: 'x' } }, 'en')).toBe(enErrors.err_too_many_attempts);
  });

  it('fill in values the message needs', async () => {
    const body = { code: 'err_bot_count_limit', message: 'x', count: 3 };
    expect(await messageFor({ status: 403, json: body }, 'en')).toBe(enErrors.err_bot_count_limit.replace('{{count}}', '3'));
  });

  it('fall back to the status message for an unknown code', async () => {
    expect(await messageFor({ status: 404, json: { code: 'err_from_the_future', message: 'x' } }, 'en')).toBe(enCommon.http['404']);
  });
});

describe('failures without an answer', () => {
  it('network errors and timeouts have their own messages', async () => {
    expect(await messageFor({ network: true }, 'en')).toBe(enCommon.generic.network);
    expect(await messageFor({ network: true }, 'mn')).toBe(mnCommon.generic.network);
    expect(await messageFor({ hang: true }, 'en')).toBe(enCommon.generic.timeout);
    expect(await messageFor({ hang: true }, 'mn')).toBe(mnCommon.generic.timeout);
  });

  it('anything else is a failed request', () => {
    expect(describeError(new Error('boom'), 'en')).toBe(enCommon.generic.requestFailed);
    expect(describeError(new ApiError({ kind: 'unknown' }), 'mn')).toBe(mnCommon.generic.requestFailed);
  });
});
