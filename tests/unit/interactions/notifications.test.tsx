import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/app/query-client';
import { UnreadTotalBadge } from '../../../src/features/interactions/components/unread-total-badge';
import { InteractionsRealtimeEffect } from '../../../src/features/interactions/realtime/interactions-realtime-effect';
import type { ConversationRegistry } from '../../../src/lib/conversations/conversation-registry';
import { CurrentUserContext } from '../../../src/lib/current-user';
import { i18n } from '../../../src/lib/i18n';
import { notifier, type DesktopNotice } from '../../../src/lib/notify';
import { useConversations } from '../../../src/lib/conversations/use-conversation';
import { RealtimeProvider } from '../../../src/lib/realtime/realtime-provider';
import { FakeTransport } from '../../../streams/fake-transport';
import { json, routedFetch } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { vi } from 'vitest';
import { AGENT, item, message, queued, summary } from './fixture';

const real = { ...notifier };
let beeps = 0;
let shown: DesktopNotice[] = [];

beforeEach(async () => {
  await resetBrowserState();
  beeps = 0;
  shown = [];
  notifier.beep = () => void beeps++;
  notifier.show = (notice) => void shown.push(notice);
});

/** The provider's conversation stores, to put a conversation on screen as its pane would. */
let conversations: ConversationRegistry;
function GrabConversations() {
  const registry = useConversations();
  useEffect(() => {
    conversations = registry;
  }, [registry]);
  return null;
}
const openConversation = { set: (id: number) => act(() => void conversations.open(id)) };
afterEach(() => {
  cleanup();
  Object.assign(notifier, real);
});

/** The badge the main menu shows and the signed-in layout's realtime effect, over a fake server and transport. */
async function renderBadge(items = [item(1, { last_seq: 4, my_read_seq: 1, contact_name: 'Болормаа' }), queued(2, { contact_name: 'Нараа' })]) {
  await i18n.changeLanguage('en');
  vi.stubGlobal('fetch', routedFetch({ 'GET /api/interactions': () => json(200, { items, total: items.length }) }).fetch);
  const transport = new FakeTransport();
  const me = { me: AGENT, signedIn: true, updateMe: () => {}, refresh: async () => {} };
  render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <CurrentUserContext.Provider value={me}>
          <MemoryRouter>
            <RealtimeProvider transport={transport}>
              <GrabConversations />
              <InteractionsRealtimeEffect />
              <UnreadTotalBadge />
            </RealtimeProvider>
          </MemoryRouter>
        </CurrentUserContext.Provider>
      </QueryClientProvider>
    </StrictMode>,
  );
  await screen.findByLabelText('3 unread');
  transport.setStatus('connected').flush();
  return transport;
}

describe('unread badge and notifications', () => {
  it('counts unread in my conversations and follows activity and read marks', async () => {
    const transport = await renderBadge();
    act(() => void transport.receive({ type: 'interaction.activity', items: [{ interaction_id: 1, last_seq: 6, from_contact: true }] }).flush());
    await screen.findByLabelText('5 unread');
    act(() => void transport.receive({ type: 'interaction.read', interaction_id: 1, side: 'me', seq: 6 }).flush());
    await waitFor(() => expect(screen.queryByLabelText(/unread/)).toBeNull());
  });

  it('rings once for a customer message in my conversation when it is not on screen', async () => {
    const transport = await renderBadge();
    act(() => void transport.receive({ type: 'interaction.activity', items: [{ interaction_id: 1, last_seq: 5, from_contact: true }] }).flush());
    expect(beeps).toBe(1);
    expect(shown).toMatchObject([{ title: 'New message from Болормаа', tag: 'interaction-1' }]);

    // My own message, or a colleague's conversation: silence.
    act(() => void transport.receive({ type: 'interaction.activity', items: [{ interaction_id: 1, last_seq: 6, from_contact: false }] }).flush());
    act(() => void transport.receive({ type: 'interaction.activity', items: [{ interaction_id: 2, last_seq: 1, from_contact: true }] }).flush());
    expect(beeps).toBe(1);

    // The conversation is open and the tab visible: the agent sees it already.
    openConversation.set(1);
    act(() => void transport.receive({ type: 'interaction.activity', items: [{ interaction_id: 1, last_seq: 7, from_contact: true }] }).flush());
    expect(beeps).toBe(1);
  });

  it('rings for a customer message in the conversation on screen only while the tab is in the background, once', async () => {
    const transport = await renderBadge();
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    openConversation.set(1);
    // This tab follows the conversation on screen: its messages come as themselves, not as activity.
    act(() => void transport.receive({ type: 'message.created', message: message(1, 5, { author_type: 'contact' }) }).flush());
    expect(beeps).toBe(0);

    visibility.mockReturnValue('hidden');
    act(() => void transport.receive({ type: 'message.created', message: message(1, 6, { author_type: 'contact' }) }).flush());
    expect(beeps).toBe(1);
    expect(shown).toMatchObject([{ title: 'New message from Болормаа', tag: 'interaction-1' }]);
    // An activity frame about it and another conversation (merged in one window) does not ring for it again.
    act(
      () =>
        void transport
          .receive({
            type: 'interaction.activity',
            items: [
              { interaction_id: 1, last_seq: 6, from_contact: true },
              { interaction_id: 2, last_seq: 1, from_contact: true },
            ],
          })
          .flush(),
    );
    // My own reply in it, and a colleague's conversation that is not open: silence.
    act(() => void transport.receive({ type: 'message.created', message: message(1, 7, { author_type: 'user' }) }).flush());
    act(() => void transport.receive({ type: 'message.created', message: message(2, 2, { author_type: 'contact' }) }).flush());
    expect(beeps).toBe(1);
    visibility.mockRestore();
  });

  it('rings once for a frame that brings several of my conversations, with a notification for each', async () => {
    const transport = await renderBadge([
      item(1, { last_seq: 4, my_read_seq: 1, contact_name: 'Болормаа' }),
      item(3, { last_seq: 2, my_read_seq: 2, contact_name: 'Туяа' }),
    ]);
    act(
      () =>
        void transport
          .receive({
            type: 'interaction.activity',
            items: [
              { interaction_id: 1, last_seq: 6, from_contact: true },
              { interaction_id: 3, last_seq: 3, from_contact: true },
            ],
          })
          .flush(),
    );
    expect(beeps).toBe(1);
    expect(shown.map((n) => n.tag)).toEqual(['interaction-1', 'interaction-3']);
    await screen.findByLabelText('6 unread');
  });

  it('rings for a conversation routed to me, not for one routed to a colleague', async () => {
    const transport = await renderBadge();
    act(() => void transport.receive({ type: 'interaction.assigned', interaction: summary(9, { contact_name: '', contact_id: 77, owner_user_id: 2 }) }).flush());
    expect(beeps).toBe(0);
    act(() => void transport.receive({ type: 'interaction.assigned', interaction: summary(9, { contact_name: '', contact_id: 77 }) }).flush());
    expect(beeps).toBe(1);
    expect(shown).toMatchObject([{ title: 'New conversation', body: 'Visitor #77 was routed to you.' }]);
  });
});
