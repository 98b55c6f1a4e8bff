import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnErrors from '../../../locales/mn/errors.json';
import mn from '../../../locales/mn/interactions.json';
import { dialTarget } from '../../../src/features/calls/api/calls-config';
import { onCallRequest } from '../../../src/lib/calls-bridge';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { item, renderInteractions } from '../interactions/fixture';

const PATH = '/interacts/live/conversation/5';
const CONTACT = { phone: '99112233', extra_phones: ['88001122'] };
let off: (() => void) | null = null;

beforeEach(async () => {
  await resetBrowserState();
  sessionStorage.clear();
});
afterEach(() => {
  off?.();
  off = null;
  cleanup();
});

async function open(dial: () => Response) {
  const view = renderInteractions(PATH, [item(5, { contact_name: 'Болормаа', contact_id: 105 })], {
    'GET /api/contacts/105': () => json(200, CONTACT),
    'POST /api/calls/dial': dial,
  });
  await screen.findByRole('heading', { level: 2, name: 'Болормаа' }, { timeout: 10_000 });
  view.connect();
  const panel = screen.getByRole('region', { name: mn.contact.title });
  await within(panel).findByText('99112233');
  return { ...view, panel };
}
const callButton = (panel: HTMLElement, number: string) => within(panel).queryByRole('button', { name: mn.contact.callNumber.replace('{{number}}', number) });

describe('click-to-call from a conversation', () => {
  it("calls a contact's number from the side panel through the softphone", async () => {
    const dialled: string[] = [];
    // What the softphone does with a request: asks the server for the SIP address, then dials it.
    off = onCallRequest((n) => void dialTarget(n).then((target) => dialled.push(target)));
    const { panel, server } = await open(() => json(200, { target: 'sip:88001122@127.0.0.1' }));
    expect(within(panel).getByText('88001122')).toBeTruthy();
    fireEvent.click(callButton(panel, '88001122')!);
    await waitFor(() => expect(dialled).toEqual(['sip:88001122@127.0.0.1']));
    expect(await server.called('POST', '/api/calls/dial')[0].json()).toEqual({ number: '88001122' });
  });

  it('without call access the server refuses the call with the catalogue message', async () => {
    off = onCallRequest((n) => void dialTarget(n).catch(() => {}));
    const { panel } = await open(() => json(403, { code: 'err_no_call_permission', message: mnErrors.err_no_call_permission }));
    fireEvent.click(callButton(panel, '99112233')!);
    expect(await screen.findByText(mnErrors.err_no_call_permission)).toBeTruthy();
  });

  it('shows the numbers but no call button to someone without a softphone', async () => {
    const { panel } = await open(() => json(500, {}));
    expect(within(panel).getByText('88001122')).toBeTruthy();
    expect(callButton(panel, '99112233')).toBeNull();
  });
});
