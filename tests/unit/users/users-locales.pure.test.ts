import { describe, expect, it } from 'vitest';
import { PERMISSIONS, PERMISSION_AREAS, ROLES } from '../../../contracts/permissions';
import { allResources as resources } from '../../../src/lib/i18n-resources';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`)));
const at = (tree: Tree, path: string) => path.split('.').reduce<Tree | string | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), tree);

describe('users locale', () => {
  it('no English leaks into Mongolian', () => {
    for (const [key, value] of flatten(resources.mn.users as Tree)) {
      expect(value.replace(/{{\s*\w+\s*}}/g, '').match(/[A-Za-z]+/g) ?? [], `mn users:${key} = ${value}`).toEqual([]);
    }
  });

  it('names every role, area and permission in both languages', () => {
    for (const lng of ['mn', 'en'] as const) {
      const users = resources[lng].users as Tree;
      for (const role of ROLES) expect(typeof at(users, `roles.${role}`), `${lng} ${role}`).toBe('string');
      for (const area of PERMISSION_AREAS) expect(typeof at(users, `areas.${area}`), `${lng} ${area}`).toBe('string');
      for (const permission of PERMISSIONS) expect(typeof at(users, `permissions.${permission}`), `${lng} ${permission}`).toBe('string');
    }
  });

  it('keeps the words the spec and the brief give', () => {
    expect(resources.mn.users.roles).toEqual({ admin: 'Админ', manager: 'Менежер', agent: 'Ажилтан', guest: 'Зочин' });
  });
});
