import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '../../../contracts/message.schema';
import mn from '../../../locales/mn/history.json';
import { resetBrowserState } from '../console/render-app';
import { json } from '../console/fake-fetch';
import { closed, messagesOf, renderHistory } from './history-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

// Closed a moment ago, so the default window (last 7 days) lists it.
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const plusSeconds = (iso: string, s: number) => new Date(Date.parse(iso) + s * 1000).toISOString();

const CREATED = at(200);
const RATED = closed({
  id: 7,
  subject: 'Төлбөрийн асуудал',
  contact_name: 'Сараа',
  owner_user_id: 3,
  closed_by_user_id: 2,
  created_at: CREATED,
  first_response_at: plusSeconds(CREATED, 125),
  closed_at: plusSeconds(CREATED, 3 * 3600 + 7),
  rating: 5,
  tag_ids: [4, 9],
});

const panel = () => screen.findByRole('complementary', { name: mn.detail.label });
/** The detail's facts as term → text. */
const facts = (aside: HTMLElement) => Object.fromEntries([...aside.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]));

describe('history detail', () => {
  it('a row opens the detail and deep-links it with ?id=; the panel shows times, rating and comment', async () => {
    const { router } = renderHistory('/interacts/hist', { items: [RATED], comments: { 7: 'Маш хурдан тусалсан, баярлалаа!' } });
    fireEvent.click(await screen.findByRole('button', { name: '«Төлбөрийн асуудал» харилцааг нээх' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=7'));
    const aside = await panel();
    expect(await within(aside).findByRole('heading', { name: 'Төлбөрийн асуудал' })).toBeTruthy();
    await waitFor(() => expect(facts(aside)[mn.detail.owner]).toBe('Ганбат Тэмүүлэн'));
    expect(facts(aside)).toMatchObject({
      [mn.detail.contact]: 'Сараа',
      [mn.detail.closedBy]: 'Дорж Сараа',
      [mn.detail.firstResponse]: '2 мин 5 сек',
      [mn.detail.duration]: '3 цаг 7 сек',
      [mn.detail.tags]: '2',
      [mn.detail.rating]: '★★★★★',
      [mn.detail.comment]: 'Маш хурдан тусалсан, баярлалаа!',
    });
    expect(within(aside).getByRole('img', { name: '5-аас 5 од' })).toBeTruthy();
    // The row is marked as the open one.
    expect(screen.getByRole('button', { name: '«Төлбөрийн асуудал» харилцааг нээх' }).closest('tr')!.getAttribute('aria-selected')).toBe('true');
  });

  it('opens straight from a link with ?id= and closes back to the list', async () => {
    const { router } = renderHistory('/interacts/hist?id=7', { items: [RATED] });
    const aside = await panel();
    expect(await within(aside).findByRole('heading', { name: 'Төлбөрийн асуудал' })).toBeTruthy();
    fireEvent.click(within(aside).getByRole('button', { name: mn.detail.close }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: mn.detail.label })).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('without a reply, a rating or a comment it says so', async () => {
    const item = closed({ id: 8, created_at: at(30), closed_at: at(10), first_response_at: null, rating: null, contact_name: '', contact_id: 31 });
    renderHistory('/interacts/hist?id=8', { items: [item] });
    const aside = await panel();
    await within(aside).findByRole('heading', { name: 'Асуулт 8' });
    expect(facts(aside)).toMatchObject({
      [mn.detail.contact]: 'Зочин #31',
      [mn.detail.firstResponse]: mn.detail.noResponse,
      [mn.detail.duration]: '20 мин',
      [mn.detail.rating]: '—',
    });
    expect(facts(aside)).not.toHaveProperty([mn.detail.comment]);
  });

  it('reads the whole transcript, page after page of 500, oldest first', async () => {
    const messages = messagesOf(7, 503);
    const { server } = renderHistory('/interacts/hist?id=7', { items: [RATED], messages: { 7: messages } });
    const aside = await panel();
    const list = await within(aside).findByRole('list', { name: mn.transcript.title }, { timeout: 10_000 });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(503);
    expect(items[0].textContent).toContain('мессеж 1');
    expect(items[502].textContent).toContain('мессеж 503');
    const pages = server.called('GET', '/api/interactions/7/messages').map((r) => Object.fromEntries(new URL(r.url).searchParams));
    // StrictMode may start the first read twice; the pages asked for are these two.
    expect([...new Set(pages.map((p) => p.after_seq))]).toEqual(['0', '500']);
    expect(pages.every((p) => p.limit === '500')).toBe(true);
  });

  it('names who wrote each message in the chat bubbles: the customer, the staff member, the virtual agent', async () => {
    const base: Omit<Message, 'seq' | 'author_type' | 'author_user_id' | 'body' | 'id'> = {
      interaction_id: 7,
      client_id: null,
      created_at: CREATED,
    };
    const messages: Message[] = [
      { ...base, id: 1, seq: 1, author_type: 'contact', author_user_id: null, body: 'Сайн байна уу? https://shop.mn/order/5' },
      { ...base, id: 2, seq: 2, author_type: 'bot', author_user_id: null, body: 'Түр хүлээнэ үү.' },
      { ...base, id: 3, seq: 3, author_type: 'user', author_user_id: 3, body: 'Сайн байна уу, туслъя.' },
    ];
    renderHistory('/interacts/hist?id=7', { items: [RATED], messages: { 7: messages } });
    const list = await within(await panel()).findByRole('list', { name: mn.transcript.title });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[2].textContent).toContain('Ганбат Тэмүүлэн'));
    const [customer, bot, staff] = within(list).getAllByRole('listitem');
    expect(customer.textContent).toContain('Сараа');
    expect(customer.querySelector('[data-form="them"]')).not.toBeNull();
    // Links in bubbles are clickable (the shared bubble's rule).
    expect(within(customer).getByRole('link', { name: 'https://shop.mn/order/5' })).toBeTruthy();
    expect(bot.textContent).toContain(mn.transcript.bot);
    // A virtual agent speaks in the narrower chatbot bubble (spec §9: 280 px), people in the iva one.
    expect(within(bot).getByTestId('bubble-text').style.maxWidth).toBe('280px');
    expect(within(staff).getByTestId('bubble-text').style.maxWidth).toBe('380px');
    expect(staff.querySelector('[data-form="you"]')).not.toBeNull();
  });

  it('a conversation that is gone (or not yours) shows a not-found note', async () => {
    renderHistory('/interacts/hist?id=999', {
      items: [RATED],
      handlers: { 'GET /api/interactions/999': () => json(404, { code: 'err_interaction_not_found', message: 'no' }) },
    });
    expect(await within(await panel()).findByText(mn.detail.notFound)).toBeTruthy();
  });
});
