import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import enErrors from '../../../locales/en/errors.json';
import mnCommon from '../../../locales/mn/common.json';
import mnErrors from '../../../locales/mn/errors.json';
import { page } from '../../../src/lib/page';
import { sessionEndedAddress } from '../../../src/lib/realtime/session-ended-effect';
import { i18n } from '../../../src/lib/i18n';
import { renderApp, resetBrowserState } from '../console/render-app';
import { AGENT, renderConsole } from './users-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

describe('SessionEndedEffect', () => {
  it('session.ended signs the console out at once, to the sign-in page that says why', async () => {
    const { transport } = renderConsole('/', { me: AGENT });
    await screen.findByRole('navigation', { name: mnCommon.header.mainMenu }, { timeout: 20_000 });
    const assigned: string[] = [];
    page.assign = (url) => void assigned.push(url);
    act(() => {
      transport.setStatus('connected').receive({ type: 'session.ended', reason: 'deactivated' }).flush();
    });
    await waitFor(() => expect(assigned).toEqual(['/login?reason=deactivated']));
  }, 30_000);

  it('the sign-in page shows the message of each reason, in mn and en', async () => {
    renderApp('/login?reason=deactivated', { me: null });
    expect(await screen.findByText(mnErrors.err_user_inactive, undefined, { timeout: 15_000 })).toBeTruthy();
    cleanup();
    renderApp('/login?reason=company_deleted', { me: null });
    expect(await screen.findByText(mnErrors.err_company_deleted, undefined, { timeout: 15_000 })).toBeTruthy();
    cleanup();
    await act(() => i18n.changeLanguage('en'));
    renderApp('/login?reason=deleted', { me: null });
    expect(await screen.findByText(enErrors.err_account_deleted, undefined, { timeout: 15_000 })).toBeTruthy();
  }, 60_000);

  it('in production the public sign-in page gets the reason and keeps the address', () => {
    expect(sessionEndedAddress('deleted', '/issues?tab=2', { isDev: false, publicLoginUrl: '/pub/login' })).toBe('/pub/login?next=%2Fissues%3Ftab%3D2&reason=deleted');
  });
});
