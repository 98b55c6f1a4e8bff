import { describe, expect, it } from 'vitest';
import { decideRoute, skipsUserLoad } from '../../../src/app/route-guard';

const ctx = { me: undefined, isDev: false, publicLoginUrl: '/pub/login', hasTrialCookie: false };

describe('a kiosk’s wall-screen link', () => {
  it('opens the screen without loading a user, signed in or not', () => {
    expect(skipsUserLoad('/monitoring', '?screen=abc')).toBe(true);
    expect(skipsUserLoad('/monitoring/screen', '?screen=abc')).toBe(true);
    expect(decideRoute({ ...ctx, pathname: '/monitoring', search: '?screen=abc' })).toEqual({ type: 'redirect', to: '/monitoring/screen?screen=abc' });
    expect(decideRoute({ ...ctx, pathname: '/monitoring/screen', search: '?screen=abc' })).toEqual({ type: 'allow' });
  });

  it('leaves /monitoring without a token to the session rules', () => {
    expect(skipsUserLoad('/monitoring', '')).toBe(false);
    expect(decideRoute({ ...ctx, pathname: '/monitoring', search: '' })).toMatchObject({ type: 'redirect', external: true });
  });
});
