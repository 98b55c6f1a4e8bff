import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/widget.json';
import mn from '../../../locales/mn/widget.json';

const vars = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
// Latin that stays Latin in Mongolian text: the company's name and the other language's own name.
const LATIN_ALLOWED = new Set(['Demo', 'LLC', 'English']);

describe('widget and demo-site strings', () => {
  it.each(['widget', 'demo_site'] as const)('%s: mn and en have the same keys and placeholders, none empty', (part) => {
    expect(Object.keys(en[part]).sort()).toEqual(Object.keys(mn[part]).sort());
    for (const [k, v] of Object.entries(mn[part])) {
      expect(vars(v), k).toEqual(vars((en[part] as Record<string, string>)[k]));
      expect(v.trim(), k).not.toBe('');
      expect((en[part] as Record<string, string>)[k].trim(), k).not.toBe('');
    }
  });

  it.each(['widget', 'demo_site'] as const)('%s: no English in the Mongolian texts', (part) => {
    for (const [k, v] of Object.entries(mn[part])) {
      const latin = (v.replace(/{{\s*\w+\s*}}/g, '').match(/[A-Za-z]+/g) ?? []).filter((w) => !LATIN_ALLOWED.has(w));
      expect(latin, `${k} = ${v}`).toEqual([]);
    }
  });
});
