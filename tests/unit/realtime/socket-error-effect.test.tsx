import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import enErrors from '../../../locales/en/errors.json';
import mnCommon from '../../../locales/mn/common.json';
import mnErrors from '../../../locales/mn/errors.json';
import { i18n } from '../../../src/lib/i18n';
import { resetBrowserState } from '../console/render-app';
import { AGENT, renderConsole } from '../users/users-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

describe('SocketErrorEffect', () => {
  it('shows the catalogue message of a refused frame, in the chosen language', async () => {
    const { transport } = renderConsole('/', { me: AGENT });
    await screen.findByRole('navigation', { name: mnCommon.header.mainMenu }, { timeout: 20_000 });
    act(() => {
      transport.setStatus('connected').receive({ type: 'error', code: 'err_body_too_large' }).flush();
    });
    expect(await screen.findByText(mnErrors.err_body_too_large, undefined, { timeout: 10_000 })).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    act(() => {
      transport.receive({ type: 'error', code: 'err_wrong_param_structure' }).flush();
    });
    expect(await screen.findByText(enErrors.err_wrong_param_structure, undefined, { timeout: 10_000 })).toBeTruthy();
  }, 40_000);

  it('leaves refusals of one message to the message (no toast)', async () => {
    const { transport } = renderConsole('/', { me: AGENT });
    await screen.findByRole('navigation', { name: mnCommon.header.mainMenu }, { timeout: 20_000 });
    act(() => {
      transport.setStatus('connected').receive({ type: 'error', code: 'err_body_too_large', client_id: 'c-1', interaction_id: 4 }).flush();
    });
    // A frame-level refusal after it shows, so the first one had its chance to show too.
    act(() => {
      transport.receive({ type: 'error', code: 'err_wrong_param_structure' }).flush();
    });
    expect(await screen.findByText(mnErrors.err_wrong_param_structure, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(mnErrors.err_body_too_large)).toBeNull();
  }, 40_000);
});
