import { describe, expect, it } from 'vitest';
import { SECTORS } from '../../../contracts/constants';
import { EMPLOYEE_COUNTS } from '../../../contracts/onboarding.schema';
import { ROLES } from '../../../contracts/permissions';
import enCompany from '../../../locales/en/company.json';
import mnCompany from '../../../locales/mn/company.json';
import enPub from '../../../locales/en/pub.json';
import mnPub from '../../../locales/mn/pub.json';
import enUsers from '../../../locales/en/users.json';
import mnUsers from '../../../locales/mn/users.json';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`)));
const keys = (tree: object) =>
  flatten(tree as Tree)
    .map(([k]) => k)
    .sort();
const latin = (value: string) => value.replace(/{{\s*\w+\s*}}/g, '').match(/[A-Za-z]+/g) ?? [];

describe('company, invitation and call-access strings', () => {
  it('have the same keys in mn and en', () => {
    expect(keys(mnCompany)).toEqual(keys(enCompany));
    expect(keys(mnPub.invite)).toEqual(keys(enPub.invite));
    for (const part of ['invite', 'invites', 'callAccess'] as const) expect(keys(mnUsers[part])).toEqual(keys(enUsers[part]));
  });

  it('keep English out of Mongolian', () => {
    for (const [key, value] of [...flatten(mnCompany as Tree), ...flatten(mnPub.invite as Tree, 'pub.invite.')]) expect(latin(value), `mn ${key} = ${value}`).toEqual([]);
  });

  it('name every sector, employee range and role', () => {
    for (const lng of [mnCompany, enCompany]) {
      expect(Object.keys(lng.sectors).sort()).toEqual([...SECTORS].sort());
      expect(Object.keys(lng.employees).sort()).toEqual([...EMPLOYEE_COUNTS].sort());
      expect(Object.keys(lng.roles).sort()).toEqual([...ROLES].sort());
    }
    expect(mnPub.invite.roles).toEqual(mnUsers.roles);
  });
});
