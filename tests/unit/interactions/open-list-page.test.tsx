import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mn from '../../../locales/mn/interactions.json';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { ME, item, queued, renderInteractions, summary } from './fixture';

beforeEach(async () => {
  await resetBrowserState();
  sessionStorage.clear();
});
afterEach(cleanup);

const table = () => screen.getByRole('table', { name: mn.list.label });
const rowOf = (name: string) => screen.getByRole('link', { name: `${name}-тэй харилцааг нээх` }).closest('tr')!;
const unreadIn = (row: HTMLElement) => row.querySelector('[aria-label$="уншаагүй мессеж"]')?.textContent ?? null;

describe('/interacts open list', () => {
  it('shows channel, contact or visitor label, stage, owner, waiting time and unread per row', async () => {
    renderInteractions('/interacts', [
      item(1, { last_seq: 5, my_read_seq: 2, contact_name: 'Болормаа' }),
      queued(2, { contact_name: '', contact_id: 42, last_seq: 3, channel_type: 'messenger' }),
      item(3, { owner_user_id: 2, last_seq: 9, my_read_seq: 0, contact_name: 'Сүхээ', channel_type: 'email' }),
      item(4, { owner_user_id: 2, last_seq: 9, my_read_seq: 7, contact_name: 'Дулмаа', stage: 'virtual_agent' }),
    ]);
    await screen.findByText('Болормаа');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(Object.values(mn.list.columns));

    const mine = rowOf('Болормаа');
    expect(within(mine).getByRole('img', { name: mn.channel.webchat })).toBeTruthy();
    expect(within(mine).getByText(mn.stage.agent)).toBeTruthy();
    await within(mine).findByText('Ганбат Тэмүүлэн');
    expect(within(mine).getByText('5 минутын өмнө')).toBeTruthy();
    expect(unreadIn(mine)).toBe('3');

    // A visitor without a name; queued, so nobody owns it, and its unread is nobody's yet.
    const visitor = rowOf('Зочин #42');
    expect(within(visitor).getByRole('img', { name: mn.channel.messenger })).toBeTruthy();
    expect(within(visitor).getByText(mn.stage.queued)).toBeTruthy();
    expect(within(visitor).getByText(mn.list.unassigned)).toBeTruthy();
    expect(unreadIn(visitor)).toBeNull();
    expect(within(visitor).getByRole('button', { name: 'Зочин #42-тэй харилцааг өөртөө авах' })).toBeTruthy();

    // A colleague's conversation I never opened: no badge; one I opened: its unread count.
    expect(unreadIn(rowOf('Сүхээ'))).toBeNull();
    expect(within(rowOf('Сүхээ')).getByRole('img', { name: mn.channel.email })).toBeTruthy();
    expect(unreadIn(rowOf('Дулмаа'))).toBe('2');
    expect(within(rowOf('Дулмаа')).getByText(mn.stage.virtual_agent)).toBeTruthy();
    // Take only where the machine allows assigning.
    expect(within(table()).getAllByRole('button', { name: /өөртөө авах/ })).toHaveLength(1);
  });

  it('updates from socket events: activity, read marks, changes, a new conversation', async () => {
    const items = [item(1, { last_seq: 2, my_read_seq: 2, contact_name: 'Болормаа' }), queued(2, { contact_name: 'Нараа' })];
    const { transport, connect, server } = renderInteractions('/interacts', items);
    await screen.findByText('Нараа');
    connect();

    act(() => void transport.receive({ type: 'interaction.activity', items: [{ interaction_id: 1, last_seq: 4, from_contact: true }] }).flush());
    await waitFor(() => expect(unreadIn(rowOf('Болормаа'))).toBe('2'));

    act(() => void transport.receive({ type: 'interaction.read', interaction_id: 1, side: 'me', seq: 4 }).flush());
    await waitFor(() => expect(unreadIn(rowOf('Болормаа'))).toBeNull());

    // A colleague takes the queued one: it shows their name and loses Take.
    const taken = { ...summary(2, { contact_name: 'Нараа', owner_user_id: 2, stage: 'agent', can: ['canEscalate', 'canClose'] }) };
    act(() => void transport.receive({ type: 'interaction.changed', interaction: taken }).flush());
    await waitFor(() => expect(within(rowOf('Нараа')).getByText('Дорж Сараа')).toBeTruthy());
    expect(within(rowOf('Нараа')).queryByRole('button', { name: /өөртөө авах/ })).toBeNull();
    expect(within(rowOf('Нараа')).getByText(mn.stage.agent)).toBeTruthy();

    // A new conversation the list does not hold: the list asks the server again.
    const before = server.called('GET', '/api/interactions').length;
    items.push(queued(3, { contact_name: 'Шинэ' }));
    act(() => void transport.receive({ type: 'interaction.changed', interaction: queued(3, { contact_name: 'Шинэ' }) }).flush());
    await screen.findByText('Шинэ');
    expect(server.called('GET', '/api/interactions').length).toBeGreaterThan(before);

    // Closed (on the server too): it leaves the open list.
    const closed = summary(1, { contact_name: 'Болормаа', status: 'closed', stage: null, can: ['canRequestRating'] });
    items[0] = { ...closed, my_read_seq: 4 };
    act(() => void transport.receive({ type: 'interaction.changed', interaction: closed }).flush());
    await waitFor(() => expect(screen.queryByText('Болормаа')).toBeNull());
  });

  it('filters by ?tab= with the shared tab bar: mine and queued ask the server for that scope', async () => {
    const { server, router } = renderInteractions('/interacts?tab=queued', [item(1, { contact_name: 'Болормаа' }), queued(2, { contact_name: 'Нараа' })]);
    await screen.findByText('Нараа');
    expect(screen.queryByText('Болормаа')).toBeNull();
    expect(new URL(server.called('GET', '/api/interactions').at(-1)!.url).searchParams.get('scope')).toBe('queued');

    fireEvent.click(screen.getByRole('tab', { name: mn.list.tabs.mine }));
    await screen.findByText('Болормаа');
    expect(screen.queryByText('Нараа')).toBeNull();
    expect(router.state.location.search).toBe('?tab=mine');
  });

  it('opens the conversation when a row is clicked', async () => {
    const { router } = renderInteractions('/interacts', [item(7, { contact_name: 'Болормаа' })]);
    fireEvent.click(await screen.findByText(mn.stage.agent));
    await waitFor(() => expect(router.state.location.pathname).toBe('/interacts/live/conversation/7'));
  });

  it('Take assigns the queued conversation to me and opens it', async () => {
    const taken = summary(2, { contact_name: 'Нараа', owner_user_id: ME, stage: 'agent' });
    const { server, router } = renderInteractions('/interacts', [queued(2, { contact_name: 'Нараа' })], {
      'POST /api/interactions/2/events': () => json(200, taken),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Нараа-тэй харилцааг өөртөө авах' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/interacts/live/conversation/2'));
    const [post] = server.called('POST', '/api/interactions/2/events');
    expect(await post.json()).toEqual({ type: 'interaction.assign', userId: ME });
  });
});
