import { describe, expect, it } from 'vitest';
import { ISSUE_PLATFORMS, ISSUE_PRIORITIES, ISSUE_STATUS_FILTERS } from '../../../contracts/issue.schema';
import { ISSUE_SETTING_KINDS } from '../../../contracts/issue-settings.schema';
import { ERROR_CODES } from '../../../contracts/errors';
import { allResources as resources } from '../../../src/lib/i18n-resources';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>(
    (out, [k, v]) => Object.assign(out, typeof v === 'string' ? { [prefix + k]: v } : flatten(v, `${prefix}${k}.`)),
    {},
  );

describe('issues locales', () => {
  it('mn and en have the same keys and no English leaks into Mongolian', () => {
    const mn = flatten(resources.mn.issues as Tree);
    const en = flatten(resources.en.issues as Tree);
    expect(Object.keys(mn).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(mn)) {
      const latin = value.replace(/{{\s*\w+\s*}}/g, '').match(/[A-Za-z]+/g) ?? [];
      expect(latin, `mn issues:${key} = ${value}`).toEqual([]);
    }
  });

  it('names every status, priority, platform and settings kind, and every issue error, in both languages', () => {
    for (const lng of ['mn', 'en'] as const) {
      const r = resources[lng].issues as unknown as {
        status: Record<string, string>;
        priority: Record<string, string>;
        platform: Record<string, string>;
        settings: Record<string, unknown>;
      };
      for (const s of ISSUE_STATUS_FILTERS) expect(r.status[s], `${lng} ${s}`).toBeTruthy();
      for (const p of ISSUE_PRIORITIES) expect(r.priority[p]).toBeTruthy();
      for (const p of ISSUE_PLATFORMS) expect(r.platform[p]).toBeTruthy();
      for (const k of ISSUE_SETTING_KINDS) expect(r.settings[k]).toBeTruthy();
      const errors = resources[lng].errors as Record<string, string>;
      for (const code of ERROR_CODES.filter((c) => c.startsWith('err_issue'))) expect(errors[code], `${lng} ${code}`).toBeTruthy();
    }
  });
});
