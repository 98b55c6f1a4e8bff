// Why: issue 22 §1 and §2 as the agent sees them: a conversation opened again asks only for what it
// lacks, and after the link comes back the lists and the open conversation show what changed meanwhile.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mn from '../../../locales/mn/interactions.json';
import type { ClientMessage } from '../../../contracts/socket/protocol';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { item, message, queued, renderInteractions, summary } from './fixture';

beforeEach(async () => {
  await resetBrowserState();
  sessionStorage.clear();
});
afterEach(cleanup);

const log = () => screen.getByRole('log', { name: mn.messages.label });
const bodies = () =>
  within(log())
    .queryAllByTestId('bubble-text')
    .map((b) => b.textContent);
const sentOf = <T extends ClientMessage['type']>(sent: ClientMessage[], type: T) => sent.filter((m): m is Extract<ClientMessage, { type: T }> => m.type === type);
const listGets = (server: ReturnType<typeof renderInteractions>['server'], scope: string) =>
  server.called('GET', '/api/interactions').filter((r) => new URL(r.url).searchParams.get('scope') === scope).length;

describe('a conversation opened again', () => {
  it('shows what it holds at once and asks only for what came after its last contiguous seq', async () => {
    const items = [item(5, { contact_name: 'Болормаа', last_seq: 3 }), item(6, { contact_name: 'Нараа' })];
    const { transport, connect, router } = renderInteractions('/interacts/live/conversation/5', items);
    // The first open also loads the conversation pane's chunk.
    await screen.findByRole('heading', { level: 2, name: 'Болормаа' });
    connect();
    act(() => void transport.receive({ type: 'messages.resync', interaction_id: 5, items: [1, 2, 3].map((s) => message(5, s)), last_seq: 3 }).flush());
    await waitFor(() => expect(bodies()).toEqual(['мессеж 1', 'мессеж 2', 'мессеж 3']));

    // To another conversation: this one is no longer followed.
    await act(() => router.navigate('/interacts/live/conversation/6'));
    await screen.findByRole('heading', { level: 2, name: 'Нараа' });
    expect(sentOf(transport.sent, 'interaction.unsubscribe')).toEqual([{ type: 'interaction.unsubscribe', interaction_id: 5 }]);

    // Back: the history is on screen before any frame, and the subscribe asks for seq 4 on.
    const framesBefore = transport.pending;
    await act(() => router.navigate('/interacts/live/conversation/5'));
    await screen.findByRole('heading', { level: 2, name: 'Болормаа' });
    // (nothing is delivered until the test flushes the transport)
    await waitFor(() => expect(bodies()).toEqual(['мессеж 1', 'мессеж 2', 'мессеж 3']));
    expect(transport.pending).toBe(framesBefore);
    expect(sentOf(transport.sent, 'interaction.subscribe').filter((m) => m.interaction_id === 5)).toEqual([
      { type: 'interaction.subscribe', interaction_id: 5, after_seq: 0 },
      { type: 'interaction.subscribe', interaction_id: 5, after_seq: 3 },
    ]);
    act(() => void transport.receive({ type: 'messages.resync', interaction_id: 5, items: [message(5, 4)], last_seq: 4 }).flush());
    await waitFor(() => expect(bodies()).toEqual(['мессеж 1', 'мессеж 2', 'мессеж 3', 'мессеж 4']));
  });
});

describe('after the link comes back', () => {
  it('fetches the lists and the open conversation again, showing what changed while it was down', async () => {
    const items = [item(5, { contact_name: 'Болормаа' }), queued(7, { contact_name: 'Нараа' })];
    const { transport, connect, server } = renderInteractions('/interacts/live/conversation/5', items);
    await screen.findByRole('heading', { level: 2, name: 'Болормаа' });
    await screen.findByText('Нараа');
    connect();
    const toolbar = () => screen.getByRole('toolbar', { name: mn.actions.label });
    expect(
      within(toolbar())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([mn.actions.escalate, mn.actions.close]);

    // While the link is down: a colleague closes this conversation, a new one arrives, Нараа's is taken.
    act(() => void transport.setStatus('connecting').flush());
    items[0] = { ...summary(5, { contact_name: 'Болормаа', status: 'closed', stage: null, can: ['canRequestRating'] }), my_read_seq: 0 };
    items[1] = { ...items[1], status: 'closed', stage: null, owner_user_id: 2 };
    items.push(queued(8, { contact_name: 'Шинэ' }));
    const detailGets = server.called('GET', '/api/interactions/5').length;

    act(() => void transport.setStatus('connected').flush());
    await screen.findByText('Шинэ');
    await waitFor(() => expect(screen.queryByText('Нараа')).toBeNull());
    await waitFor(() =>
      expect(
        within(toolbar())
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([mn.actions.requestRating]),
    );
    expect(server.called('GET', '/api/interactions/5').length).toBeGreaterThan(detailGets);
  });

  it('the first connection fetches nothing again', async () => {
    const { connect, server } = renderInteractions('/interacts', [item(1, { contact_name: 'Болормаа' })]);
    await screen.findByText('Болормаа');
    const before = server.called('GET', '/api/interactions').length;
    connect();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(server.called('GET', '/api/interactions')).toHaveLength(before);
  });
});

describe('activity for a conversation no list holds', () => {
  it('fetches its summary and only the lists it belongs to', async () => {
    const items = [queued(2, { contact_name: 'Нараа' })];
    const mine = item(9, { contact_name: 'Болормаа', last_seq: 2 });
    const { my_read_seq: _listOnly, ...mineSummary } = mine;
    const { transport, connect, server, queryClient } = renderInteractions('/interacts?tab=queued', items, {
      'GET /api/interactions/9': () => json(200, mineSummary),
    });
    await screen.findByText('Нараа');
    // The menu's unread badge keeps its own list of every open conversation.
    await waitFor(() => expect(listGets(server, 'all')).toBeGreaterThan(0));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    connect();
    items.push(mine);
    const [allBefore, queuedBefore] = [listGets(server, 'all'), listGets(server, 'queued')];

    act(() => void transport.receive({ type: 'interaction.activity', items: [{ interaction_id: 9, last_seq: 2, from_contact: true }] }).flush());
    // Mine and with an agent: the badge's list holds it, the queue does not.
    await screen.findByLabelText('2 уншаагүй');
    expect(server.called('GET', '/api/interactions/9')).toHaveLength(1);
    expect(listGets(server, 'all')).toBe(allBefore + 1);
    expect(listGets(server, 'queued')).toBe(queuedBefore);
  });
});

describe('a long conversation', () => {
  it('puts only the messages near the view in the page, starting at the newest', async () => {
    const { transport, connect } = renderInteractions('/interacts/live/conversation/5', [item(5, { contact_name: 'Болормаа', last_seq: 1000 })]);
    await screen.findByRole('heading', { level: 2, name: 'Болормаа' });
    connect();
    const all = Array.from({ length: 1000 }, (_, i) => message(5, i + 1));
    act(() => void transport.receive({ type: 'messages.resync', interaction_id: 5, items: all, last_seq: 1000 }).flush());
    await waitFor(() => expect(bodies()).toContain('мессеж 1000'));
    // The test's view is 10,000 px of 40 px rows: a window of the conversation, not all of it.
    expect(bodies().length).toBeLessThan(400);
    expect(bodies()).not.toContain('мессеж 1');
  });
});
