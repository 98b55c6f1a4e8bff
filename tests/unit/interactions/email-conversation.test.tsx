import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnEmail from '../../../locales/mn/email.json';
import mn from '../../../locales/mn/interactions.json';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { item, message, renderInteractions } from './fixture';

beforeEach(async () => {
  await resetBrowserState();
  sessionStorage.clear();
});
afterEach(cleanup);

const log = () => screen.getByRole('log', { name: mn.messages.label });

describe('an e-mail conversation', () => {
  it('folds the quoted history behind "show quoted" and shows the original only in a sandboxed frame', async () => {
    const parts = {
      items: [
        {
          message_id: 5001,
          subject: 'Захиалга',
          from: 'dorj@customer.mn',
          html: '<p>Баярлалаа! <b>Маргааш</b></p>',
          quoted: 'On Mon, Support wrote:\n> Таны захиалга маргааш хүргэгдэнэ.',
        },
      ],
    };
    const view = renderInteractions('/interacts/live/conversation/5', [item(5, { contact_name: 'Дорж', last_seq: 1, channel_type: 'email' })], {
      'GET /api/interactions/5/email': () => json(200, parts),
    });
    await screen.findByRole('heading', { level: 2, name: 'Дорж' }, { timeout: 10_000 });
    view.connect();
    act(() => void view.transport.receive({ type: 'messages.resync', interaction_id: 5, items: [message(5, 1, { body: 'Баярлалаа!' })], last_seq: 1 }).flush());
    const show = await within(log()).findByRole('button', { name: mnEmail.showQuoted });
    expect(within(log()).queryByText(/Таны захиалга маргааш/)).toBeNull();
    fireEvent.click(show);
    await waitFor(() => expect(within(log()).getByText(/Таны захиалга маргааш/)).toBeTruthy());
    expect(within(log()).getByRole('button', { name: mnEmail.hideQuoted }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(within(log()).getByRole('button', { name: mnEmail.showOriginal }));
    const frame = await waitFor(() => {
      const f = log().querySelector('iframe');
      if (!f) throw new Error('no frame yet');
      return f;
    });
    // An empty sandbox: no scripts, no same-origin access, no forms, no popups.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(parts.items[0]!.html);
  });
});
