import { describe, expect, it } from 'vitest';
import { allResources as resources } from '../../../src/lib/i18n-resources';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`)));

describe('history, service-rate and date-range texts', () => {
  it.each(['history', 'servicerate'] as const)('%s: no English leaks into Mongolian', (ns) => {
    for (const [key, value] of flatten(resources.mn[ns] as Tree)) {
      expect(value.replace(/{{\s*\w+\s*}}/g, '').match(/[A-Za-z]+/g) ?? [], `mn ${ns}:${key} = ${value}`).toEqual([]);
    }
  });

  it('keeps the spec wording of the picker and the filters', () => {
    expect(resources.mn.list.dateRange).toMatchObject({ cancel: 'Болих', save: 'Хадгалах' });
    expect(resources.en.list.dateRange).toMatchObject({ cancel: 'Cancel', save: 'Save' });
    expect(Object.keys(resources.mn.list.dateRange.presets)).toEqual(['last24h', 'last7d', 'last1m', 'last3m', 'last6m', 'custom']);
    expect(Object.keys(resources.mn.history.filters)).toEqual(expect.arrayContaining(['today', 'last7d', 'last1m']));
  });
});
