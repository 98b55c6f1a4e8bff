import { describe, expect, it } from 'vitest';
import { allResources as resources } from '../../../src/lib/i18n-resources';

type Tree = { [key: string]: string | Tree };
const strings = (tree: Tree): string[] => Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : strings(value)));

describe('list texts', () => {
  it('keep English out of Mongolian', () => {
    for (const text of strings(resources.mn.list as Tree)) {
      expect(text.replace(/{{\s*\w+\s*}}/g, '').match(/[A-Za-z]+/g), text).toBeNull();
    }
  });

  it('keep the spec wording', () => {
    expect(resources.mn.list.dialog).toMatchObject({ confirm: 'Зөвшөөрөх', cancel: 'Болих' });
    expect(resources.mn.list.time.justNow).toBe('Дөнгөж сая');
  });
});
