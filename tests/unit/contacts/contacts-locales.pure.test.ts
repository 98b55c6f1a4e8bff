import { describe, expect, it } from 'vitest';
import { SOCIAL_PLATFORMS, CREATOR_KINDS } from '../../../contracts/contact.schema';
import { CONTACT_IMPORT_FIELDS } from '../../../contracts/contact-import.schema';
import { allResources as resources } from '../../../src/lib/i18n-resources';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>(
    (out, [k, v]) => Object.assign(out, typeof v === 'string' ? { [prefix + k]: v } : flatten(v, `${prefix}${k}.`)),
    {},
  );

// File formats and the contact type name the seed uses stay Latin in Mongolian text.
const LATIN_ALLOWED = new Set(['CSV', 'XLSX']);

describe('contacts locales', () => {
  it('no English leaks into the Mongolian contacts screens', () => {
    for (const [key, value] of Object.entries(flatten(resources.mn.contacts as Tree))) {
      const latin = (value.replace(/{{\s*\w+\s*}}/g, '').match(/[A-Za-z]+/g) ?? []).filter((w) => !LATIN_ALLOWED.has(w));
      expect(latin, `mn contacts:${key} = ${value}`).toEqual([]);
    }
  });

  it('labels every import/export field, platform and creator kind in both languages', () => {
    for (const lng of ['mn', 'en'] as const) {
      const c = resources[lng].contacts;
      for (const f of [...CONTACT_IMPORT_FIELDS, 'created_at', 'created_by'] as const) expect(c.fields[f], `${lng} ${f}`).toBeTruthy();
      for (const p of SOCIAL_PLATFORMS) expect(c.platforms[p]).toBeTruthy();
      for (const k of CREATOR_KINDS) expect(c.creator[k]).toBeTruthy();
    }
  });
});
