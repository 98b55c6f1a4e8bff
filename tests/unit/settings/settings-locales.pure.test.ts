import { describe, expect, it } from 'vitest';
import { allResources as resources } from '../../../src/lib/i18n-resources';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`)));
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('settings locale', () => {
  const mn = new Map(flatten(resources.mn.settings as Tree));
  const en = new Map(flatten(resources.en.settings as Tree));

  it('has the same keys and placeholders in both languages', () => {
    expect([...en.keys()].sort()).toEqual([...mn.keys()].sort());
    for (const [key, text] of mn) expect(placeholders(en.get(key)!), key).toEqual(placeholders(text));
  });

  it('no English leaks into Mongolian', () => {
    for (const [key, value] of mn) {
      expect(value.replace(/{{\s*\w+\s*}}/g, '').match(/[A-Za-z]+/g) ?? [], `mn settings:${key} = ${value}`).toEqual([]);
    }
  });

  it('has no empty text', () => {
    for (const [key, value] of [...mn, ...en]) expect(value.trim(), key).not.toBe('');
  });
});
