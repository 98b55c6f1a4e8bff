import { describe, expect, it } from 'vitest';
import { allResources as resources } from '../../../src/lib/i18n-resources';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`)));
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
/** Names of products and protocols, written the same in every language. */
const PROPER_NAMES = new Set(['Gmail', 'Outlook', 'Microsoft', 'IMAP', 'SMTP', 'TLS', 'STARTTLS']);

describe('e-mail channel locale', () => {
  const mn = new Map(flatten(resources.mn.email as Tree));
  const en = new Map(flatten(resources.en.email as Tree));

  it('has the same keys and placeholders in both languages', () => {
    expect([...en.keys()].sort()).toEqual([...mn.keys()].sort());
    for (const [key, text] of mn) expect(placeholders(en.get(key)!), key).toEqual(placeholders(text));
  });

  it('no English leaks into Mongolian (product and protocol names aside)', () => {
    for (const [key, value] of mn) {
      const words = (value.replace(/{{\s*\w+\s*}}/g, '').match(/[A-Za-z]+/g) ?? []).filter((w) => !PROPER_NAMES.has(w));
      expect(words, `mn email:${key} = ${value}`).toEqual([]);
    }
  });

  it('has no empty text', () => {
    for (const [key, value] of [...mn, ...en]) expect(value.trim(), key).not.toBe('');
  });
});
