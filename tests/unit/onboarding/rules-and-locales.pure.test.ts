import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, firstIncompleteStep, normaliseWebsite, stepProblems, ONBOARDING_DONE_STEP } from '../../../contracts/onboarding.schema';
import enPub from '../../../locales/en/pub.json';
import mnPub from '../../../locales/mn/pub.json';
import { allResources as resources } from '../../../src/lib/i18n-resources';
import { resumeStep } from '../../../src/features/onboarding/components/onboarding-wizard';
import { COMPLETE } from './render-onboarding';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>(
    (out, [k, v]) => Object.assign(out, typeof v === 'string' ? { [prefix + k]: v } : flatten(v, `${prefix}${k}.`)),
    {},
  );
const vars = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('the wizard rules shared by console and server', () => {
  it('text inputs must exceed 3 characters (spaces do not count)', () => {
    const phone = { company_phone: '99112233' };
    expect(stepProblems(1, { ...EMPTY_DRAFT, ...phone, company_name: '' })).toEqual({ company_name: 'required' });
    expect(stepProblems(1, { ...EMPTY_DRAFT, ...phone, company_name: '  Abc  ' })).toEqual({ company_name: 'too_short' });
    expect(stepProblems(1, { ...EMPTY_DRAFT, ...phone, company_name: 'Abcd' })).toEqual({});
    expect(stepProblems(5, { ...COMPLETE, agent_name: 'Бот' })).toEqual({ agent_name: 'too_short' });
  });

  it('step 1 runs the company rules of settings: no markup or emoji in the name, a valid phone required', () => {
    expect(stepProblems(1, { ...EMPTY_DRAFT, company_name: '<img src=x onerror=alert(1)>', company_phone: '99112233' })).toEqual({
      company_name: 'company_name_invalid',
    });
    expect(stepProblems(1, { ...EMPTY_DRAFT, company_name: 'Наран 🚀', company_phone: '99112233' })).toEqual({ company_name: 'company_name_invalid' });
    expect(stepProblems(1, { ...EMPTY_DRAFT, company_name: 'Наран ХХК' })).toEqual({ company_phone: 'required' });
    expect(stepProblems(1, { ...EMPTY_DRAFT, company_name: 'Наран ХХК', company_phone: '123' })).toEqual({ company_phone: 'phone_invalid' });
    expect(stepProblems(1, { ...EMPTY_DRAFT, company_name: 'Наран ХХК', company_phone: '+976 7011 2233' })).toEqual({});
  });

  it('the website is optional but must be an http(s) address; the domain is needed only for web chat', () => {
    expect(stepProblems(5, { ...COMPLETE, website: '' })).toEqual({});
    expect(stepProblems(5, { ...COMPLETE, website: 'ftp://naran.mn' })).toEqual({ website: 'invalid' });
    expect(normaliseWebsite('Naran.mn/about')).toBe('https://naran.mn/about');
    expect(normaliseWebsite('http://localhost:3000')).toBeNull();
    expect(stepProblems(6, { ...COMPLETE, channel: 'skip', webchat_domain: '' })).toEqual({});
    expect(stepProblems(6, { ...COMPLETE, webchat_domain: 'no domain' })).toEqual({ webchat_domain: 'invalid' });
  });

  it('resumes at the saved step unless an earlier one is incomplete', () => {
    expect(firstIncompleteStep(COMPLETE)).toBe(ONBOARDING_DONE_STEP);
    expect(resumeStep({ step: 4, draft: COMPLETE })).toBe(4);
    expect(resumeStep({ step: 6, draft: { ...COMPLETE, sector: null } })).toBe(2);
    expect(resumeStep({ step: 1, draft: EMPTY_DRAFT })).toBe(1);
  });
});

describe('sign-up and onboarding texts', () => {
  it('pub.json has the same keys and placeholders in mn and en, none empty', () => {
    const mn = flatten(mnPub as Tree);
    const en = flatten(enPub as Tree);
    expect(Object.keys(en).sort()).toEqual(Object.keys(mn).sort());
    for (const key of Object.keys(mn)) {
      expect(vars(en[key]), key).toEqual(vars(mn[key]));
      expect(mn[key].trim(), key).not.toBe('');
    }
  });

  it.each(['onboarding', 'admin'] as const)('%s: no English words in the Mongolian texts (domain examples aside)', (ns) => {
    for (const [key, value] of Object.entries(flatten(resources.mn[ns] as unknown as Tree))) {
      const latin =
        value
          .replace(/{{\s*\w+\s*}}/g, '')
          .replace(/\b[a-z]+\.mn\b/g, '')
          .match(/[A-Za-z]+/g) ?? [];
      expect(latin, `mn ${ns}:${key} = ${value}`).toEqual([]);
    }
    const signup = Object.values((mnPub as { signup: Record<string, string> }).signup)
      .join(' ')
      .replace(/{{\s*\w+\s*}}/g, '');
    expect(signup.match(/[A-Za-z]+/g) ?? []).toEqual([]);
  });
});
