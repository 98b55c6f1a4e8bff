// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeNext } from '../../../contracts/safe-next';

/**
 * Whether a browser following `next` on the console (served over https or http) stays on its
 * origin, by the WHATWG URL parser browsers use.
 */
const staysOn = (next: string) => ['https://console.test', 'http://console.test'].every((o) => new URL(next, o).origin === o);

// Each of these leaves the origin as a browser resolves it.
const LEAVING = [
  '/\t/evil.test/phish', // the reviewer's: the tab is dropped, leaving //evil.test
  '/\n/evil.test',
  '/\r\n/evil.test',
  '/\\evil.test',
  '\\\\evil.test',
  '/\\/evil.test',
  '//evil.test',
  '///evil.test',
  'https://evil.test',
  'https:evil.test',
  'http:/evil.test',
  '//evil.test/login',
  ' //evil.test',
];

// Harmless as a browser resolves them, refused all the same.
const REFUSED = [
  '', // nothing asked
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.test',
  '/%2F/evil.test', // decodes to //evil.test for any hop that decodes once
  '/%2f%2fevil.test',
  '/%5Cevil.test', // an encoded backslash
  '/%09/evil.test',
  '/%0d%0aSet-Cookie:x=1', // header splitting once decoded
  '/%E0%A4%A', // malformed encoding
  '/\u3000/evil.test', // an ideographic space
  '/\uFF0F/evil.test', // a fullwidth solidus
  '/\u2215evil.test', // a division slash
  '/\u00A0/evil.test', // a no-break space
  '/\u200B/evil.test', // a zero-width space
  '/\u0000/evil.test',
  '/pub/login',
  '/login?next=/x',
];

describe('safeNext', () => {
  it.each(LEAVING)('sends %j home, which a browser would take off the origin', (next) => {
    expect(staysOn(next)).toBe(false);
    expect(safeNext(next)).toBe('/');
  });

  it.each(REFUSED)('sends %j home', (next) => {
    expect(safeNext(next)).toBe('/');
  });

  it('sends a path over 2000 characters home', () => {
    expect(safeNext(`/${'a'.repeat(2000)}`)).toBe('/');
  });

  it('sends anything but a string home', () => {
    for (const next of [undefined, null, 42, ['/issues'], { toString: () => '/issues' }]) expect(safeNext(next)).toBe('/');
  });

  it.each([
    '/',
    '/issues',
    '/interacts/live/conversation/12',
    '/contacts?q=%D0%9D%D0%BE%D0%BC%D0%B8%D0%BD&page=2',
    '/settings/user?tab=roles#invite',
    '/login-help',
    '/issues/%20x',
  ])('keeps the path %j on this origin', (next) => {
    expect(safeNext(next)).toBe(next);
    expect(staysOn(next)).toBe(true);
  });
});
