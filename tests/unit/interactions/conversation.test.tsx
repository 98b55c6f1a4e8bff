import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnCommon from '../../../locales/mn/common.json';
import mnErrors from '../../../locales/mn/errors.json';
import mn from '../../../locales/mn/interactions.json';
import type { ClientMessage } from '../../../contracts/socket/protocol';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { ME, SAVED, item, message, openedDialog, queued, renderInteractions, summary } from './fixture';

beforeEach(async () => {
  await resetBrowserState();
  sessionStorage.clear();
});
afterEach(cleanup);

const PATH = '/interacts/live/conversation/5';
const log = () => screen.getByRole('log', { name: mn.messages.label });
const bodies = () =>
  within(log())
    .queryAllByTestId('bubble-text')
    .map((b) => b.textContent);
const composer = () => screen.getByRole('combobox', { name: mn.composer.label }) as HTMLTextAreaElement;
const sentOf = <T extends ClientMessage['type']>(sent: ClientMessage[], type: T) => sent.filter((m): m is Extract<ClientMessage, { type: T }> => m.type === type);

async function open(items = [item(5, { contact_name: 'Болормаа', last_seq: 2 })], overrides = {}) {
  const view = renderInteractions(PATH, items, overrides);
  await screen.findByRole('heading', { level: 2, name: 'Болормаа' });
  view.connect();
  return view;
}

describe('conversation messages', () => {
  it('subscribes, shows the resync then live messages in order, each once', async () => {
    const { transport } = await open();
    expect(sentOf(transport.sent, 'interaction.subscribe')).toEqual([{ type: 'interaction.subscribe', interaction_id: 5, after_seq: 0 }]);
    act(
      () =>
        void transport
          .receive({ type: 'messages.resync', interaction_id: 5, items: [message(5, 1), message(5, 2)], last_seq: 2 })
          .receive({ type: 'message.created', message: message(5, 2) })
          .receive({ type: 'message.created', message: message(5, 4) })
          .receive({ type: 'message.created', message: message(5, 3) })
          .receive({ type: 'message.created', message: message(6, 5) })
          .flush(),
    );
    await waitFor(() => expect(bodies()).toEqual(['мессеж 1', 'мессеж 2', 'мессеж 3', 'мессеж 4']));

    // After a reconnect it asks only for what came after the last contiguous message.
    act(() => void transport.setStatus('connecting').setStatus('connected').flush());
    expect(sentOf(transport.sent, 'interaction.subscribe').at(-1)).toEqual({ type: 'interaction.subscribe', interaction_id: 5, after_seq: 4 });
    act(() => void transport.receive({ type: 'messages.resync', interaction_id: 5, items: [message(5, 4), message(5, 5)], last_seq: 5 }).flush());
    await waitFor(() => expect(bodies()).toEqual(['мессеж 1', 'мессеж 2', 'мессеж 3', 'мессеж 4', 'мессеж 5']));
  });

  it('a virtual agent speaks in the 280 px chatbot bubble, the customer in the 380 px iva one', async () => {
    const { transport } = await open();
    act(() => void transport.receive({ type: 'messages.resync', interaction_id: 5, items: [message(5, 1), message(5, 2, { author_type: 'bot' })], last_seq: 2 }).flush());
    await waitFor(() => expect(bodies()).toEqual(['мессеж 1', 'мессеж 2']));
    const widths = within(log())
      .getAllByTestId('bubble-text')
      .map((b) => b.style.maxWidth);
    expect(widths).toEqual(['380px', '280px']);
  });

  it("sends with a client id: Sending, Sent on ack, Seen on the customer's read mark", async () => {
    const { transport } = await open();
    fireEvent.change(composer(), { target: { value: 'Сайн байна уу' } });
    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(composer().value).toBe('');
    const [send] = sentOf(transport.sent, 'message.send');
    expect(send).toMatchObject({ interaction_id: 5, body: 'Сайн байна уу' });
    expect(send.client_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await within(log()).findByText(mn.bubble.status.sending);

    act(() => void transport.receive({ type: 'message.ack', interaction_id: 5, client_id: send.client_id, seq: 3, id: 99 }).flush());
    await within(log()).findByText(mn.bubble.status.sent);
    act(
      () =>
        void transport
          .receive({ type: 'message.created', message: message(5, 3, { client_id: send.client_id, author_type: 'user', author_user_id: ME, body: 'Сайн байна уу' }) })
          .flush(),
    );
    await waitFor(() => expect(bodies()).toEqual(['Сайн байна уу']));
    expect(within(log()).getByText(mn.bubble.status.sent)).toBeTruthy();

    act(() => void transport.receive({ type: 'interaction.read', interaction_id: 5, side: 'contact', seq: 3 }).flush());
    await within(log()).findByText(mn.bubble.status.seen);
    expect(within(log()).queryByText(mn.bubble.status.sent)).toBeNull();
  });

  it('an error for the client id shows Retry; Retry resends with the same client id', async () => {
    const { transport } = await open();
    fireEvent.change(composer(), { target: { value: 'Туршилт' } });
    fireEvent.click(screen.getByRole('button', { name: mn.composer.send }));
    const [first] = sentOf(transport.sent, 'message.send');
    act(() => void transport.receive({ type: 'error', code: 'err_server', client_id: first.client_id }).flush());
    const retry = await within(log()).findByRole('button', { name: mn.bubble.retryLabel });
    expect(retry.textContent).toBe(mn.bubble.status.retry);

    fireEvent.click(retry);
    const sends = sentOf(transport.sent, 'message.send');
    expect(sends).toHaveLength(2);
    expect(sends[1]).toEqual(first);
    await within(log()).findByText(mn.bubble.status.sending);
    act(() => void transport.receive({ type: 'message.ack', interaction_id: 5, client_id: first.client_id, seq: 3, id: 1 }).flush());
    await within(log()).findByText(mn.bubble.status.sent);
  });

  it('keeps the draft and unsent messages across a remount, and sends them again on reconnect', async () => {
    const first = await open();
    fireEvent.change(composer(), { target: { value: 'хагас бичсэн' } });
    act(() => void first.transport.setStatus('connecting').flush());
    fireEvent.change(composer(), { target: { value: 'Холболтгүй үед' } });
    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(sentOf(first.transport.sent, 'message.send')).toEqual([]);
    fireEvent.change(composer(), { target: { value: 'үлдэх текст' } });
    await within(log()).findByText(mn.bubble.status.sending);
    expect(screen.getByText(mn.messages.reconnecting)).toBeTruthy();
    cleanup();

    const second = await open();
    expect(composer().value).toBe('үлдэх текст');
    await waitFor(() => expect(bodies()).toEqual(['Холболтгүй үед']));
    const [resend] = sentOf(second.transport.sent, 'message.send');
    expect(resend).toMatchObject({ interaction_id: 5, body: 'Холболтгүй үед' });
  });

  it('Shift+Enter adds a line instead of sending', async () => {
    const { transport } = await open();
    fireEvent.change(composer(), { target: { value: 'нэг' } });
    fireEvent.keyDown(composer(), { key: 'Enter', shiftKey: true });
    expect(sentOf(transport.sent, 'message.send')).toEqual([]);
  });

  it('sends a read mark for the last message while the conversation is visible', async () => {
    const { transport } = await open();
    act(() => void transport.receive({ type: 'messages.resync', interaction_id: 5, items: [message(5, 1), message(5, 2)], last_seq: 2 }).flush());
    await waitFor(() => expect(sentOf(transport.sent, 'read')).toEqual([{ type: 'read', interaction_id: 5, seq: 2 }]));
  });
});

describe('typing', () => {
  it('shows "Customer is typing…" while the customer types and hides it when they stop', async () => {
    const { transport } = await open();
    act(() => void transport.receive({ type: 'typing', interaction_id: 5, who: 'contact', user_id: null, typing: true }).flush());
    await screen.findByText(mn.messages.customerTyping);
    act(() => void transport.receive({ type: 'typing', interaction_id: 5, who: 'contact', user_id: null, typing: false }).flush());
    await waitFor(() => expect(screen.queryByText(mn.messages.customerTyping)).toBeNull());
  });

  it('tells the server while the agent types; the message sent ends it, with no false', async () => {
    const { transport } = await open();
    fireEvent.change(composer(), { target: { value: 'б' } });
    fireEvent.change(composer(), { target: { value: 'ба' } });
    expect(sentOf(transport.sent, 'typing')).toEqual([{ type: 'typing', interaction_id: 5, typing: true }]);
    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(sentOf(transport.sent, 'message.send')).toHaveLength(1);
    expect(sentOf(transport.sent, 'typing')).toEqual([{ type: 'typing', interaction_id: 5, typing: true }]);
  });
});

describe('saved responses', () => {
  it('/key offers matching responses; arrows and Enter insert the chosen answer', async () => {
    const { server } = await open();
    fireEvent.change(composer(), { target: { value: '/he' } });
    const list = await screen.findByRole('listbox', { name: mn.composer.savedResponses });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([`/hello${SAVED[0].answer}`, `/help${SAVED[1].answer}`]);
    expect(new URL(server.called('GET', '/api/saved-responses').at(-1)!.url).searchParams.get('q')).toBe('he');

    fireEvent.keyDown(composer(), { key: 'ArrowDown' });
    expect(within(list).getAllByRole('option')[1].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(composer().value).toBe(SAVED[1].answer);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('/ alone, with no saved responses at all, says there are none yet', async () => {
    await open(undefined, { 'GET /api/saved-responses': () => json(200, { items: [] }) });
    fireEvent.change(composer(), { target: { value: '/' } });
    const list = await screen.findByRole('listbox', { name: mn.composer.savedResponses });
    await waitFor(() => expect(list.textContent).toBe(mn.composer.noSavedResponsesYet));
  });

  it('Escape closes the offer and Enter then sends the text as typed', async () => {
    const { transport } = await open();
    fireEvent.change(composer(), { target: { value: 'see /th' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(composer(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(sentOf(transport.sent, 'message.send')[0]).toMatchObject({ body: 'see /th' });
  });
});

describe('actions', () => {
  const toolbar = () => screen.getByRole('toolbar', { name: mn.actions.label });
  const names = () =>
    within(toolbar())
      .getAllByRole('button')
      .map((b) => b.textContent);

  it('offers only what the machine allows', async () => {
    await open([queued(5, { contact_name: 'Болормаа' })]);
    expect(names()).toEqual([mn.actions.take, mn.actions.close]);
    cleanup();
    await open([item(5, { contact_name: 'Болормаа' })]);
    expect(names()).toEqual([mn.actions.escalate, mn.actions.close]);
    cleanup();
    await open([item(5, { contact_name: 'Болормаа', status: 'closed', stage: null, can: ['canRequestRating'] })]);
    expect(names()).toEqual([mn.actions.requestRating]);
    expect(composer().disabled).toBe(true);
    cleanup();
    await open([item(5, { contact_name: 'Болормаа', status: 'closed', stage: null, rating_requested_at: new Date().toISOString(), can: ['canRate'] })]);
    expect(within(toolbar()).queryAllByRole('button')).toHaveLength(0);
  });

  it('links to a new issue filled in from the conversation', async () => {
    await open([item(5, { contact_name: 'Болормаа' })]);
    const link = within(toolbar()).getByRole('link', { name: mn.actions.createIssue });
    expect(link.getAttribute('href')).toBe('/issues?from_interaction=5');
  });

  it('follows interaction.changed: a close elsewhere removes the open actions', async () => {
    const { transport } = await open();
    act(
      () =>
        void transport
          .receive({ type: 'interaction.changed', interaction: summary(5, { contact_name: 'Болормаа', status: 'closed', stage: null, can: ['canRequestRating'] }) })
          .flush(),
    );
    await waitFor(() => expect(names()).toEqual([mn.actions.requestRating]));
  });

  it("escalation failure shows the server's translated message; the dialog lists active colleagues", async () => {
    const { server } = await open(undefined, {
      'POST /api/interactions/5/events': () => json(409, { code: 'err_interaction_escalate_failed', message: 'failed' }),
    });
    fireEvent.click(within(toolbar()).getByRole('button', { name: mn.actions.escalate }));
    const dialog = await openedDialog();
    const group = await within(dialog).findByRole('radiogroup', { name: mn.escalate.choose });
    // Active people other than me: Бат Болд, Дорж Сараа, Очир Номин, Лхагва Ану; no inactive user, no bots.
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('.fui-Radio')?.textContent)).toEqual(['Бат Болд', 'Дорж Сараа', 'Очир Номин', 'Лхагва Ану']);
    fireEvent.click(within(group).getByLabelText('Дорж Сараа'));
    fireEvent.click(within(dialog).getByRole('button', { name: mn.escalate.submit }));
    await within(dialog).findByText(mnErrors.err_interaction_escalate_failed);
    const [post] = server.called('POST', '/api/interactions/5/events');
    expect(await post.json()).toEqual({ type: 'interaction.escalate', userId: 2 });
    // Still with me: once the dialog is dismissed, the escalate action is offered again.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Болих' }));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    // (tabster lifts the modal's aria-hidden from the page a moment after the surface goes)
    await waitFor(() => expect(within(toolbar()).getByRole('button', { name: mn.actions.escalate }).hasAttribute('disabled')).toBe(false));
  });

  it('escalation success closes the dialog and shows the new owner', async () => {
    await open(undefined, {
      'POST /api/interactions/5/events': () => json(200, summary(5, { contact_name: 'Болормаа', owner_user_id: 2 })),
    });
    fireEvent.click(within(toolbar()).getByRole('button', { name: mn.actions.escalate }));
    const dialog = await openedDialog();
    fireEvent.click(await within(dialog).findByLabelText('Дорж Сараа'));
    fireEvent.click(within(dialog).getByRole('button', { name: mn.escalate.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByText('Хариуцагч: Дорж Сараа');
    // Ownership moved: the former owner can no longer hand it on or close it.
    await waitFor(() => expect(within(toolbar()).queryAllByRole('button')).toHaveLength(0));
  });

  it('a conversation someone else holds is read-only: no escalate or close', async () => {
    await open([item(5, { contact_name: 'Болормаа', owner_user_id: 2 })]);
    expect(within(toolbar()).queryAllByRole('button')).toHaveLength(0);
    expect(within(toolbar()).getByRole('link', { name: mn.actions.createIssue })).toBeTruthy();
    // Nor write in it or set its mood (the server refuses both): the notice says who holds it.
    expect(await screen.findByText(mn.messages.heldByOther.replace('{{name}}', 'Дорж Сараа'))).toBeTruthy();
    expect(composer().disabled).toBe(true);
    const panel = screen.getByRole('region', { name: mn.contact.title });
    expect((within(panel).getByRole('button', { name: mn.mood.angry }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('close requires a subject: empty shows "Enter a value."; then it closes with the subject', async () => {
    const { server } = await open(undefined, {
      'POST /api/interactions/5/events': () =>
        json(200, summary(5, { contact_name: 'Болормаа', status: 'closed', stage: null, subject: 'Төлбөр', can: ['canRequestRating'] })),
    });
    fireEvent.click(within(toolbar()).getByRole('button', { name: mn.actions.close }));
    const dialog = await openedDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: mn.close.submit }));
    await within(dialog).findByText(mnCommon.validation.required);
    expect(server.called('POST', '/api/interactions/5/events')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '  Төлбөр ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: mn.close.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await server.called('POST', '/api/interactions/5/events')[0].json()).toEqual({ type: 'interaction.close', subject: 'Төлбөр' });
    await waitFor(() => expect(names()).toEqual([mn.actions.requestRating]));
  });

  it('a subject refused by the server shows its message in the dialog', async () => {
    await open(undefined, {
      'POST /api/interactions/5/events': () => json(400, { code: 'err_interaction_subject_empty', message: 'empty' }),
    });
    fireEvent.click(within(toolbar()).getByRole('button', { name: mn.actions.close }));
    const dialog = await openedDialog();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: mn.close.submit }));
    await within(dialog).findByText(mnErrors.err_interaction_subject_empty);
  });
});

describe('contact panel', () => {
  it('shows the contact facts; mood and tags go to PUT /meta', async () => {
    const withMeta = summary(5, { contact_name: 'Болормаа', mood: 'angry', tag_ids: [2] });
    const { server } = await open([item(5, { contact_name: 'Болормаа', tag_ids: [1] })], {
      'PUT /api/interactions/5/meta': () => json(200, withMeta),
    });
    const panel = screen.getByRole('region', { name: mn.contact.title });
    expect(within(panel).getByText(mn.contact.firstResponseNone)).toBeTruthy();
    expect(within(panel).getByText(mn.channel.webchat)).toBeTruthy();
    const chips = () => [...panel.querySelectorAll('.fui-Badge')].map((b) => [b.textContent, b.hasAttribute('data-important')]);
    // The important tag stands out.
    await waitFor(() => expect(chips()).toEqual([['Гомдол', true]]));

    fireEvent.click(within(panel).getByRole('button', { name: mn.mood.angry }));
    await waitFor(() => expect(server.called('PUT', '/api/interactions/5/meta')).toHaveLength(1));
    expect(await server.called('PUT', '/api/interactions/5/meta')[0].json()).toEqual({ mood: 'angry' });
    await waitFor(() => expect(within(panel).getByRole('button', { name: mn.mood.angry }).getAttribute('aria-pressed')).toBe('true'));
    expect(chips()).toEqual([['Төлбөр', false]]);
  });
});
