import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { EMPTY_DRAFT, type OnboardingDraft } from '../../../contracts/onboarding.schema';
import { onboardingCan, onboardingMachine, onboardingRoutingOf, resolveOnboarding } from '../../../machines/onboarding.machine';
import { ONBOARDING_ROUTING, onboardingStateOfMe, routeForOnboarding, type OnboardingStateName } from '../../../machines/onboarding.routes';

const complete: OnboardingDraft = {
  ...EMPTY_DRAFT,
  company_name: 'Нарны Худалдаа',
  company_phone: '7011 2233',
  sector: 'trade',
  employee_count: '11-50',
  agent_avatar: 'robot',
  agent_name: 'Туслах',
  website: 'naran.mn',
  channel: 'webchat',
  webchat_domain: 'naran.mn',
};

const start = () => createActor(onboardingMachine).start();

describe('onboarding machine: no company → pending → trial progress → company created', () => {
  it('walks the whole path', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('noCompany');
    actor.send({ type: 'onboarding.submit', draft: complete });
    expect(actor.getSnapshot().value).toBe('pendingApproval');
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
    actor.send({ type: 'onboarding.approve' });
    expect(actor.getSnapshot().value).toBe('trialProgress');
    actor.send({ type: 'onboarding.finish' });
    expect(actor.getSnapshot().value).toBe('companyCreated');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('refuses a submit with an incomplete or too-short draft', () => {
    const actor = start();
    actor.send({ type: 'onboarding.submit', draft: { ...complete, company_name: 'Abc' } });
    expect(actor.getSnapshot().value).toBe('noCompany');
    actor.send({ type: 'onboarding.submit', draft: { ...complete, channel: null } });
    expect(actor.getSnapshot().value).toBe('noCompany');
  });

  it('ignores steps out of order', () => {
    const actor = start();
    actor.send({ type: 'onboarding.approve' });
    actor.send({ type: 'onboarding.finish' });
    expect(actor.getSnapshot().value).toBe('noCompany');
    actor.send({ type: 'onboarding.submit', draft: complete });
    actor.send({ type: 'onboarding.finish' });
    actor.send({ type: 'onboarding.save' });
    expect(actor.getSnapshot().value).toBe('pendingApproval');
  });

  it('rejection needs a reason, keeps it, and a new submit waits again without it', () => {
    const actor = start();
    actor.send({ type: 'onboarding.submit', draft: complete });
    actor.send({ type: 'onboarding.reject', reason: '   ' });
    expect(actor.getSnapshot().value).toBe('pendingApproval');
    actor.send({ type: 'onboarding.reject', reason: ' Нэр буруу ' });
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(actor.getSnapshot().context.rejectionReason).toBe('Нэр буруу');
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    actor.send({ type: 'onboarding.submit', draft: complete });
    expect(actor.getSnapshot().value).toBe('pendingApproval');
    expect(actor.getSnapshot().context.rejectionReason).toBeNull();
  });
});

describe('onboardingCan (the server asks before each step)', () => {
  it.each<[OnboardingStateName, boolean, boolean, boolean, boolean]>([
    // state, save, submit, approve, finish
    ['noCompany', true, true, false, false],
    ['pendingApproval', false, false, true, false],
    ['rejected', true, true, false, false],
    ['trialProgress', false, false, false, true],
    ['companyCreated', false, false, false, false],
  ])('%s', (state, save, submit, approve, finish) => {
    expect(onboardingCan(state, { type: 'onboarding.save' })).toBe(save);
    expect(onboardingCan(state, { type: 'onboarding.submit', draft: complete })).toBe(submit);
    expect(onboardingCan(state, { type: 'onboarding.approve' })).toBe(approve);
    expect(onboardingCan(state, { type: 'onboarding.reject', reason: 'x' })).toBe(approve);
    expect(onboardingCan(state, { type: 'onboarding.finish' })).toBe(finish);
  });

  it('keeps a stored rejection reason when resolved', () => {
    expect(resolveOnboarding('rejected', { rejectionReason: 'Дутуу' }).context.rejectionReason).toBe('Дутуу');
  });
});

describe('routing (the guard reads the same table as the machine meta)', () => {
  it('every state carries its routing entry as meta', () => {
    for (const state of Object.keys(ONBOARDING_ROUTING) as OnboardingStateName[]) {
      expect(onboardingRoutingOf(state)).toBe(ONBOARDING_ROUTING[state]);
    }
  });

  it('derives the state from /api/me', () => {
    expect(onboardingStateOfMe({ company_id: 4, is_approved_by_superadmin: false })).toBe('companyCreated');
    expect(onboardingStateOfMe({ company_id: 0, is_approved_by_superadmin: true })).toBe('trialProgress');
    expect(onboardingStateOfMe({ company_id: 0, is_approved_by_superadmin: false })).toBe('noCompany');
  });

  it('company_id 0 stays in onboarding; approved goes to progress with the trial cookie; a company leaves /onboarding', () => {
    expect(routeForOnboarding(onboardingRoutingOf('noCompany'), '/issues', false)).toEqual({ type: 'redirect', to: '/onboarding' });
    expect(routeForOnboarding(onboardingRoutingOf('pendingApproval'), '/onboarding/progress', false)).toEqual({ type: 'redirect', to: '/onboarding' });
    expect(routeForOnboarding(onboardingRoutingOf('trialProgress'), '/onboarding', false)).toEqual({
      type: 'redirect',
      to: '/onboarding/progress',
      setTrialCookie: true,
    });
    expect(routeForOnboarding(onboardingRoutingOf('trialProgress'), '/onboarding/progress', true)).toEqual({ type: 'allow' });
    expect(routeForOnboarding(onboardingRoutingOf('companyCreated'), '/onboarding', false)).toEqual({ type: 'redirect', to: '/' });
    expect(routeForOnboarding(onboardingRoutingOf('companyCreated'), '/onboardingSuccess', false)).toEqual({ type: 'allow' });
  });
});
