import { describe, expect, it } from 'vitest';
import type { Me } from '../../../contracts/me.schema';
import { ANONYMOUS_ME } from '../../../src/lib/current-user';
import { decideRoute, isOnboardingPath, publicLoginTarget, skipsUserLoad, type RouteContext } from '../../../src/app/route-guard';

const user = (patch: Partial<Me> = {}): Me => ({
  ...ANONYMOUS_ME,
  ID: 7,
  company_id: 3,
  role: 'admin',
  user_status: 'active',
  email: 'admin@demo.mn',
  first_name: 'Болд',
  last_name: 'Бат',
  ...patch,
});

const ctx = (patch: Partial<RouteContext>): RouteContext => ({
  pathname: '/',
  me: user(),
  isDev: false,
  publicLoginUrl: '/pub/login',
  hasTrialCookie: false,
  ...patch,
});

describe('rule 1: /servicerate', () => {
  it('does not load the user and always allows', () => {
    expect(skipsUserLoad('/servicerate')).toBe(true);
    expect(skipsUserLoad('/servicerate/')).toBe(true);
    expect(skipsUserLoad('/')).toBe(false);
    expect(decideRoute(ctx({ pathname: '/servicerate', me: undefined }))).toEqual({ type: 'allow' });
    expect(decideRoute(ctx({ pathname: '/servicerate', me: undefined, isDev: true }))).toEqual({ type: 'allow' });
  });
});

describe('rule 2: nobody signed in', () => {
  it('goes to /login in dev mode, for a missing user or ID 0', () => {
    expect(decideRoute(ctx({ pathname: '/contacts', me: undefined, isDev: true }))).toEqual({ type: 'redirect', to: '/login' });
    expect(decideRoute(ctx({ pathname: '/contacts', me: ANONYMOUS_ME, isDev: true }))).toEqual({ type: 'redirect', to: '/login' });
  });

  it('leaves the SPA for the public login address in production, with next', () => {
    expect(decideRoute(ctx({ pathname: '/contacts/5', search: '?tab=issues', me: ANONYMOUS_ME }))).toEqual({
      type: 'redirect',
      to: '/pub/login?next=%2Fcontacts%2F5%3Ftab%3Dissues',
      external: true,
    });
    expect(decideRoute(ctx({ pathname: '/', me: undefined, publicLoginUrl: 'https://example.mn/login' }))).toEqual({
      type: 'redirect',
      to: 'https://example.mn/login?next=%2F',
      external: true,
    });
  });

  it('keeps an existing query on the public login address', () => {
    expect(publicLoginTarget('/pub/login?lang=en', '/issues')).toBe('/pub/login?lang=en&next=%2Fissues');
  });

  it('lets a visitor stay on /login, in dev and production', () => {
    expect(decideRoute(ctx({ pathname: '/login', me: ANONYMOUS_ME, isDev: true }))).toEqual({ type: 'allow' });
    expect(decideRoute(ctx({ pathname: '/login', me: ANONYMOUS_ME, isDev: false }))).toEqual({ type: 'allow' });
  });
});

describe('rule 3: signed in without a company', () => {
  const newcomer = user({ company_id: 0, is_approved_by_superadmin: false });
  const approved = user({ company_id: 0, is_approved_by_superadmin: true });

  it('knows the onboarding pages', () => {
    for (const path of ['/onboarding', '/onboarding/progress', '/onboarding/purchase', '/onboardingSuccess', '/onboarding/']) {
      expect(isOnboardingPath(path)).toBe(true);
    }
    expect(isOnboardingPath('/onboarding/other')).toBe(false);
    expect(isOnboardingPath('/')).toBe(false);
  });

  it('sends a user awaiting approval to /onboarding from anywhere else', () => {
    for (const path of ['/', '/issues', '/settings/user', '/login', '/no/such/page', '/onboarding/progress']) {
      expect(decideRoute(ctx({ pathname: path, me: newcomer }))).toEqual({ type: 'redirect', to: '/onboarding' });
    }
  });

  it('lets a user awaiting approval stay on the other onboarding pages (no loop)', () => {
    for (const path of ['/onboarding', '/onboarding/purchase']) {
      expect(decideRoute(ctx({ pathname: path, me: newcomer }))).toEqual({ type: 'allow' });
    }
  });

  it('keeps the done screen ("your company is ready") from anyone whose company is not created yet', () => {
    expect(decideRoute(ctx({ pathname: '/onboardingSuccess', me: newcomer }))).toEqual({ type: 'redirect', to: '/onboarding' });
    expect(decideRoute(ctx({ pathname: '/onboardingSuccess', me: approved, hasTrialCookie: true }))).toEqual({
      type: 'redirect',
      to: '/onboarding/progress',
    });
    expect(decideRoute(ctx({ pathname: '/onboardingSuccess', me: user({ company_id: 9 }) }))).toEqual({ type: 'allow' });
  });

  it('sets the trial cookie and sends an approved user to /onboarding/progress', () => {
    for (const path of ['/', '/issues', '/onboarding']) {
      expect(decideRoute(ctx({ pathname: path, me: approved }))).toEqual({
        type: 'redirect',
        to: '/onboarding/progress',
        setTrialCookie: true,
      });
    }
  });

  it('does not set the cookie again when it is there', () => {
    expect(decideRoute(ctx({ pathname: '/issues', me: approved, hasTrialCookie: true }))).toEqual({
      type: 'redirect',
      to: '/onboarding/progress',
    });
  });

  it('lets an approved user stay on progress and purchase (no loop)', () => {
    for (const path of ['/onboarding/progress', '/onboarding/purchase']) {
      expect(decideRoute(ctx({ pathname: path, me: approved }))).toEqual({ type: 'allow', setTrialCookie: true });
      expect(decideRoute(ctx({ pathname: path, me: approved, hasTrialCookie: true }))).toEqual({ type: 'allow' });
    }
  });

  it('applies in dev mode too', () => {
    expect(decideRoute(ctx({ pathname: '/', me: newcomer, isDev: true }))).toEqual({ type: 'redirect', to: '/onboarding' });
  });
});

describe('rule 4: signed in with a company', () => {
  it('goes from exactly /onboarding to /', () => {
    expect(decideRoute(ctx({ pathname: '/onboarding' }))).toEqual({ type: 'redirect', to: '/' });
    expect(decideRoute(ctx({ pathname: '/onboarding/' }))).toEqual({ type: 'redirect', to: '/' });
  });

  it('keeps the other onboarding pages reachable', () => {
    expect(decideRoute(ctx({ pathname: '/onboardingSuccess' }))).toEqual({ type: 'allow' });
    expect(decideRoute(ctx({ pathname: '/onboarding/purchase' }))).toEqual({ type: 'allow' });
  });

  it('goes from /login to / when already signed in', () => {
    expect(decideRoute(ctx({ pathname: '/login' }))).toEqual({ type: 'redirect', to: '/' });
    expect(decideRoute(ctx({ pathname: '/login', isDev: true }))).toEqual({ type: 'redirect', to: '/' });
  });

  it('allows every other page, known or not (the router shows the 404 page)', () => {
    for (const path of ['/', '/contacts/3', '/settings/flow/item/9', '/interacts/live/conversation/1', '/no/such/page']) {
      expect(decideRoute(ctx({ pathname: path }))).toEqual({ type: 'allow' });
    }
  });
});
