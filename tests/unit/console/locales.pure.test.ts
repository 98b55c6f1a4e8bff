import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../contracts/errors';
import { allResources as resources } from '../../../src/lib/i18n-resources';

const NAMESPACES = Object.keys(resources.mn) as (keyof typeof resources.mn)[];

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[prefix + key] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

// Words that stay Latin in Mongolian UI text: product and protocol names.
const LATIN_ALLOWED = new Set(['API']);

describe('locales', () => {
  it('bundles the core namespaces and fetches every other one with its routes', async () => {
    const { NAMESPACES: core } = await import('../../../src/lib/i18n');
    const { FEATURE_NAMESPACES } = await import('../../../src/lib/i18n-namespaces');
    expect([...core, ...FEATURE_NAMESPACES].sort()).toEqual([...NAMESPACES].sort());
  });

  it.each(NAMESPACES.map((ns) => [ns]))('%s: mn and en have the same keys and placeholders', (ns) => {
    const mn = flatten(resources.mn[ns] as Tree);
    const en = flatten(resources.en[ns] as Tree);
    expect(Object.keys(en).sort()).toEqual(Object.keys(mn).sort());
    for (const key of Object.keys(mn)) expect(variables(en[key]), key).toEqual(variables(mn[key]));
    for (const [key, value] of Object.entries({ ...mn, ...en })) expect(value.trim(), key).not.toBe('');
  });

  it.each((['common', 'menu', 'auth'] as const).map((ns) => [ns]))('%s: no English leaks into Mongolian', (ns) => {
    for (const [key, value] of Object.entries(flatten(resources.mn[ns] as Tree))) {
      const latin = (value.replace(/{{\s*\w+\s*}}/g, '').match(/[A-Za-z]+/g) ?? []).filter((word) => !LATIN_ALLOWED.has(word));
      expect(latin, `mn ${ns}:${key} = ${value}`).toEqual([]);
    }
  });

  it('every catalogue code has a message in both languages', () => {
    for (const code of ERROR_CODES) {
      expect(resources.mn.errors, code).toHaveProperty([code]);
      expect(resources.en.errors, code).toHaveProperty([code]);
    }
  });

  it('keeps the texts the spec gives verbatim', () => {
    expect(resources.mn.common.empty).toEqual({ list: 'Хоосон байна.', title: 'Мэдээлэл одсонгүй!', retry: 'Дахин оролдох' });
    expect(resources.mn.auth.login).toMatchObject({ email: 'И-мэйл', password: 'Нууц үг', submit: 'Нэвтрэх' });
    expect(resources.en.auth.login).toMatchObject({ email: 'Email', password: 'Password', submit: 'Sign in' });
    expect(resources.en.common.validation.required).toBe('Enter a value.');
  });
});
