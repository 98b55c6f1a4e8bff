import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../src/lib/config';

function docWith(meta: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (meta !== null) {
    const tag = doc.createElement('meta');
    tag.setAttribute('name', 'app-config');
    tag.setAttribute('content', meta);
    doc.head.append(tag);
  }
  return doc;
}

describe('runtime config', () => {
  it('reads the public login address the server injects', () => {
    expect(readConfig(docWith('{"publicLoginUrl":"https://www.example.mn/login"}'), false)).toEqual({
      publicLoginUrl: 'https://www.example.mn/login',
      isDev: false,
    });
  });

  it('falls back to /pub/login without a meta, with a broken one, or with an empty address', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readConfig(docWith(null), true)).toEqual({ publicLoginUrl: '/pub/login', isDev: true });
    expect(readConfig(docWith('{not json'), false).publicLoginUrl).toBe('/pub/login');
    expect(readConfig(docWith('{"publicLoginUrl":""}'), false).publicLoginUrl).toBe('/pub/login');
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('index.html carries the default', async () => {
    const { readFileSync } = await import('node:fs');
    const html = readFileSync(`${process.cwd()}/index.html`, 'utf8');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(readConfig(doc, false).publicLoginUrl).toBe('/pub/login');
  });
});
