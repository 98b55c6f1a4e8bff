import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie, setCookie } from '../../../src/lib/cookies';

/** Records what is written to document.cookie, to check the attributes a browser would get. */
function recordingDocument() {
  const writes: string[] = [];
  const doc = {
    get cookie() {
      return document.cookie;
    },
    set cookie(value: string) {
      writes.push(value);
      document.cookie = value;
    },
  } as unknown as Document;
  return { doc, writes };
}

const expiresOf = (write: string) => new Date(/expires=([^;]+)/.exec(write)![1]).getTime();
const DAY = 24 * 60 * 60 * 1000;

afterEach(() => {
  for (const name of ['a', 'chosenLocale', 'odd name', 'b']) removeCookie(name);
  vi.useRealTimers();
});

describe('cookies', () => {
  it('sets and reads a value', () => {
    setCookie('a', '1');
    setCookie('b', 'two');
    expect(getCookie('a')).toBe('1');
    expect(getCookie('b')).toBe('two');
    expect(getCookie('missing')).toBeUndefined();
  });

  it('encodes names and values', () => {
    setCookie('odd name', 'мн; =x');
    expect(getCookie('odd name')).toBe('мн; =x');
  });

  it('lasts one day by default (spec §9), on the whole site', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const { doc, writes } = recordingDocument();
    setCookie('a', '1', { doc });
    expect(expiresOf(writes[0])).toBe(Date.now() + DAY);
    expect(writes[0]).toContain('path=/');
    expect(writes[0]).toContain('SameSite=Lax');
  });

  it('takes a lifetime in days', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const { doc, writes } = recordingDocument();
    setCookie('chosenLocale', 'en', { days: 365, doc });
    expect(expiresOf(writes[0])).toBe(Date.now() + 365 * DAY);
  });

  it('removes a cookie', () => {
    setCookie('a', '1');
    removeCookie('a');
    expect(getCookie('a')).toBeUndefined();
  });
});
