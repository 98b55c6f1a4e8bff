import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnErrors from '../../../locales/mn/errors.json';
import mn from '../../../locales/mn/interactions.json';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { ME, item, message, renderInteractions } from './fixture';

beforeEach(async () => {
  await resetBrowserState();
  sessionStorage.clear();
});
afterEach(cleanup);

const log = () => screen.getByRole('log', { name: mn.messages.label });
const bubbleOf = (body: string) => within(log()).getByText(body, { exact: true }).closest('[data-status]') as HTMLElement;

/**
 * A conversation on a provider's channel (Messenger, Viber): the agent's message shows the
 * provider's delivery (message.delivery frames), a refusal is Retry in the critical colour with
 * the reason, and Retry asks the server to send it again.
 */
describe('provider delivery in the conversation', () => {
  it("follows sent and seen, shows a refusal's reason, and resends on Retry", async () => {
    const resent: string[] = [];
    const view = renderInteractions('/interacts/live/conversation/5', [item(5, { contact_name: 'Сүхээ', last_seq: 3 })], {
      'POST /api/interactions/5/messages/5003/resend': (request) => {
        resent.push(new URL(request.url).pathname);
        return json(200, { status: 'sent' });
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Сүхээ' });
    view.connect();
    const mine = { author_type: 'user' as const, author_user_id: ME };
    act(
      () =>
        void view.transport
          .receive({
            type: 'messages.resync',
            interaction_id: 5,
            items: [
              message(5, 1, { attachments: [{ kind: 'image', url: 'https://cdn.example/a.jpg' }] }),
              message(5, 2, { ...mine, body: 'Илгээгдсэн', delivery_status: 'sending' }),
              message(5, 3, { ...mine, body: 'Татгалзсан', delivery_status: 'failed', delivery_error: 'err_channel_window_closed' }),
            ],
            last_seq: 3,
          })
          .flush(),
    );
    await waitFor(() => expect(bubbleOf('Илгээгдсэн').dataset.status).toBe('sending'));
    act(() => void view.transport.receive({ type: 'message.delivery', interaction_id: 5, message_id: 5002, status: 'sent' }).flush());
    await waitFor(() => expect(bubbleOf('Илгээгдсэн').dataset.status).toBe('sent'));
    act(() => void view.transport.receive({ type: 'message.delivery', interaction_id: 5, message_id: 5002, status: 'seen' }).flush());
    await waitFor(() => expect(within(bubbleOf('Илгээгдсэн')).getByText(mn.bubble.status.seen)).toBeTruthy());

    // What the customer sent besides text opens at the provider.
    // (The list stays hidden until the virtual list has measured its rows: a slow machine takes a moment.)
    expect((await within(log()).findByRole('link', { name: mn.attachment.image })).getAttribute('href')).toBe('https://cdn.example/a.jpg');

    const refused = bubbleOf('Татгалзсан');
    expect(refused.dataset.status).toBe('retry');
    expect(within(refused).getByText(mnErrors.err_channel_window_closed)).toBeTruthy();
    fireEvent.click(within(refused).getByRole('button', { name: mn.bubble.retryLabel }));
    await waitFor(() => expect(resent).toEqual(['/api/interactions/5/messages/5003/resend']));
    act(() => void view.transport.receive({ type: 'message.delivery', interaction_id: 5, message_id: 5003, status: 'sending' }).flush());
    act(() => void view.transport.receive({ type: 'message.delivery', interaction_id: 5, message_id: 5003, status: 'sent' }).flush());
    await waitFor(() => expect(bubbleOf('Татгалзсан').dataset.status).toBe('sent'));
    expect(within(bubbleOf('Татгалзсан')).queryByText(mnErrors.err_channel_window_closed)).toBeNull();
  });

  it('shows a receipt that came while the link was down once it is back (deliveries.resync)', async () => {
    const view = renderInteractions('/interacts/live/conversation/5', [item(5, { contact_name: 'Сүхээ', last_seq: 2 })]);
    await screen.findByRole('heading', { level: 2, name: 'Сүхээ' });
    view.connect();
    const mine = { author_type: 'user' as const, author_user_id: ME };
    act(
      () =>
        void view.transport
          .receive({
            type: 'messages.resync',
            interaction_id: 5,
            items: [message(5, 1), message(5, 2, { ...mine, body: 'Хариу', delivery_status: 'sent' })],
            last_seq: 2,
          })
          .flush(),
    );
    await waitFor(() => expect(bubbleOf('Хариу').dataset.status).toBe('sent'));
    act(() => void view.transport.setStatus('connecting').flush());
    act(() => void view.transport.setStatus('connected').flush());
    // Back, it asks only after what it holds; the server ends the resync with the statuses now.
    await waitFor(() => expect(view.transport.sent.filter((m) => m.type === 'interaction.subscribe').at(-1)).toMatchObject({ interaction_id: 5, after_seq: 2 }));
    act(
      () =>
        void view.transport
          .receive({ type: 'messages.resync', interaction_id: 5, items: [], last_seq: 2 })
          .receive({ type: 'deliveries.resync', interaction_id: 5, items: [{ message_id: 5002, status: 'seen' }] })
          .flush(),
    );
    await waitFor(() => expect(within(bubbleOf('Хариу')).getByText(mn.bubble.status.seen)).toBeTruthy());
  });

  it('says in the composer why Messenger refuses a reply 7 days after the customer wrote', async () => {
    for (const [daysAgo, refused] of [
      [8, true],
      [2, false],
    ] as const) {
      const view = renderInteractions('/interacts/live/conversation/5', [item(5, { contact_name: 'Сүхээ', last_seq: 1, channel_type: 'messenger' })]);
      await screen.findByRole('heading', { level: 2, name: 'Сүхээ' });
      view.connect();
      const at = new Date(Date.now() - daysAgo * 24 * 3600_000).toISOString();
      act(() => void view.transport.receive({ type: 'messages.resync', interaction_id: 5, items: [message(5, 1, { created_at: at })], last_seq: 1 }).flush());
      await within(log()).findByText('мессеж 1');
      const composer = screen.getByRole('combobox', { name: mn.composer.label }) as HTMLTextAreaElement;
      await waitFor(() => expect(composer.disabled).toBe(refused));
      expect(!!screen.queryByText(mnErrors.err_channel_window_closed)).toBe(refused);
      cleanup();
    }
  });
});
