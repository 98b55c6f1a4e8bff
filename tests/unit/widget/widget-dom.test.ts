import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISITOR_PROTOCOL_VERSION, VISITOR_TOKEN_STORAGE } from '../../../contracts/socket/visitor';
import en from '../../../locales/en/widget.json';
import mn from '../../../locales/mn/widget.json';
import { boot, type Widget } from '../../../widget/src/boot';
import { readEmbed } from '../../../widget/src/config';
import { appearance, conversation, FakeTransport, staffMessage } from './fake-transport';

const KEY = 'demo-widget-key';
const ORIGIN = 'https://cc.example.mn';

let transport: FakeTransport;
let widget: Widget | null;
let fetched: string[];

const fakeFetch = (status = 200, body: object = appearance) =>
  (async (url: string) => {
    fetched.push(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;

async function mount(lang = 'mn', fetcher = fakeFetch()) {
  document.documentElement.lang = lang;
  document.body.innerHTML = `<main><button>Host button</button></main><script async src="${ORIGIN}/widget.js" data-widget-key="${KEY}"></script>`;
  const cfg = readEmbed(document)!;
  widget = await boot(cfg, { doc: document, transport, fetch: fetcher, storage: localStorage });
  return widget;
}

const root = () => widget!.view.shadow;
const $ = <T extends Element = HTMLElement>(sel: string) => root().querySelector<T>(sel)!;
const $$ = (sel: string) => [...root().querySelectorAll<HTMLElement>(sel)];
const launcher = () => $<HTMLButtonElement>('button.launcher');
const input = () => $<HTMLTextAreaElement>('textarea');
const key = (target: Element, k: string, init: KeyboardEventInit = {}) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, composed: true, ...init }));
const type = (text: string) => {
  input().value = text;
  input().dispatchEvent(new Event('input', { bubbles: true }));
};
const rows = () =>
  $$('.m').map(
    (el) =>
      `${el.classList.contains('me') ? 'me' : 'them'}|${el.querySelector('.bubble')!.textContent}|${el.querySelector('.st')?.textContent ?? el.querySelector('.meta')?.textContent}`,
  );
const welcome = (conv = conversation()) => {
  transport.open();
  transport.server({ type: 'welcome', v: VISITOR_PROTOCOL_VERSION, token: 'visitor-token-0123456789', appearance, conversation: conv });
};

beforeEach(() => {
  localStorage.clear();
  transport = new FakeTransport();
  fetched = [];
  widget = null;
});
afterEach(() => {
  widget?.session.close();
  widget?.view.destroy();
  vi.useRealTimers();
});

describe('the widget on a page', () => {
  it('reads its key and origin from the embed tag and paints the launcher before any socket', async () => {
    await mount();
    expect(fetched).toEqual([`${ORIGIN}/pub/widget/${KEY}?lang=mn`]);
    // A new visitor costs the site no socket until they open the chat.
    expect(transport.connectCalls).toBe(0);
    const host = document.querySelector('cc-web-chat')!;
    expect(host.shadowRoot).toBe(root());
    expect(launcher().getAttribute('aria-label')).toBe(mn.widget.open);
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
    expect($('.w').style.getPropertyValue('--b')).toBe('#aa3300');
    expect($('.w').style.getPropertyValue('--t')).toBe('#ffeedd');
    expect($('h2').textContent).toBe('Demo дэлгүүр');
    expect($('.greet').textContent).toBe('Сайн байна уу!');
    expect($('.panel').hidden).toBe(true);
    // Its elements are out of the host page's reach: no selector of the page finds them.
    expect(document.querySelectorAll('textarea, .launcher')).toHaveLength(0);
  });

  it('loads the logo from the widget server only when the panel opens', async () => {
    await mount('mn', fakeFetch(200, { ...appearance, logo: '/pub/widget/demo-widget-key/logo?v=abc' }));
    const img = $<HTMLImageElement>('header img');
    expect(img.getAttribute('src')).toBeNull();
    launcher().click();
    expect(img.getAttribute('src')).toBe(`${ORIGIN}/pub/widget/demo-widget-key/logo?v=abc`);
    expect(img.hidden).toBe(false);
    expect(img.getAttribute('alt')).toBe('');
  });

  it('speaks the page language and connects at once for a returning visitor', async () => {
    localStorage.setItem(VISITOR_TOKEN_STORAGE + KEY, 'visitor-token-0123456789');
    await mount('en-US');
    expect(fetched[0]).toContain('lang=en');
    expect(transport.connectCalls).toBe(1);
    expect(launcher().getAttribute('aria-label')).toBe(en.widget.open);
    expect(input().getAttribute('aria-label')).toBe(en.widget.message);
    transport.open();
    expect(transport.handshakes[0]).toMatchObject({ locale: 'en', token: 'visitor-token-0123456789', key: KEY });
  });

  it('shows nothing for an unknown or switched-off widget', async () => {
    expect(await mount('mn', fakeFetch(404, { code: 'err_webchat_not_found' }))).toBeNull();
    expect(document.querySelector('cc-web-chat')).toBeNull();
  });

  it('opens with the keyboard, sends with Enter, keeps Shift+Enter a new line and closes with Escape', async () => {
    await mount();
    launcher().focus();
    launcher().click();
    expect($('.panel').hidden).toBe(false);
    expect(launcher().getAttribute('aria-expanded')).toBe('true');
    expect(root().activeElement).toBe(input());
    expect(transport.connectCalls).toBe(1);
    expect($('.note').textContent).toBe(mn.widget.connecting);
    welcome();
    expect($('.note').hidden).toBe(true);
    transport.take();

    type('Сайн байна уу?');
    expect(key(input(), 'Enter', { shiftKey: true })).toBe(true);
    expect(transport.take('message.send')).toEqual([]);
    expect(key(input(), 'Enter', { isComposing: true })).toBe(true);
    expect(transport.take('message.send')).toEqual([]);
    expect(key(input(), 'Enter')).toBe(false);
    const [sent] = transport.take('message.send');
    expect(sent).toMatchObject({ body: 'Сайн байна уу?' });
    expect(input().value).toBe('');
    expect(rows()).toEqual([expect.stringMatching(new RegExp(`^me\\|Сайн байна уу\\?\\|\\d\\d:\\d\\d · ${mn.widget.sending}$`))]);
    const clientId = sent.type === 'message.send' ? sent.client_id : '';
    const bubble = $$('.m')[0];
    transport.server({ type: 'message.ack', interaction_id: 7, client_id: clientId, seq: 1 });
    expect($$('.m')[0]).toBe(bubble);
    expect(bubble.querySelector('.st')!.textContent).toMatch(new RegExp(`· ${mn.widget.sent}$`));
    transport.server({ type: 'read', seq: 1 });
    expect(bubble.querySelector('.st')!.textContent).toMatch(new RegExp(`· ${mn.widget.seen}$`));

    key(input(), 'Escape');
    expect($('.panel').hidden).toBe(true);
    expect(root().activeElement).toBe(launcher());
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
  });

  it('renders staff messages as text with only links and e-mail addresses clickable', async () => {
    await mount();
    launcher().click();
    welcome();
    const evil = 'Үзнэ үү https://demo.mn/sale <img src=x onerror="alert(1)"> <b>бүдүүн</b> эсвэл info@demo.mn javascript:alert(2)';
    transport.server({ type: 'message.created', interaction_id: 7, message: staffMessage(1, evil) });
    const bubble = $('.them .bubble');
    expect(bubble.textContent).toBe(evil);
    expect(bubble.querySelectorAll('img, b, script')).toHaveLength(0);
    expect([...bubble.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')])).toEqual([
      ['https://demo.mn/sale', 'https://demo.mn/sale', 'noopener noreferrer nofollow'],
      ['info@demo.mn', 'mailto:info@demo.mn', 'noopener noreferrer nofollow'],
    ]);
    // The agent's name and the time.
    expect($('.them .meta').textContent).toMatch(/^Тэмүүлэн · \d\d:\d\d$/);
    // Read as soon as it is shown in the open panel.
    expect(transport.take('read')).toEqual([{ type: 'read', seq: 1 }]);
  });

  it('gives a virtual agent chatbot bubbles (280 px at most) and people iva bubbles (380 px)', async () => {
    await mount();
    launcher().click();
    welcome();
    transport.server({ type: 'message.created', interaction_id: 7, message: { ...staffMessage(1, 'Би туслах', 'Демо ХХК'), author: 'bot' } });
    transport.server({ type: 'message.created', interaction_id: 7, message: staffMessage(2, 'Би хүн') });
    const [bot, person] = [...root().querySelectorAll('.them')];
    expect(bot.classList.contains('chatbot')).toBe(true);
    expect(person.classList.contains('iva')).toBe(true);
    const css = root().querySelector('style')!.textContent!;
    expect(css).toContain('.m.chatbot{max-width:min(80%,280px)}');
    expect(css).toContain('.m.iva{max-width:min(80%,380px)}');
  });

  it('shows who is typing, and announces the visitor typing', async () => {
    vi.useFakeTimers();
    await mount();
    launcher().click();
    welcome();
    transport.take();
    transport.server({ type: 'typing', typing: true, author_name: 'Тэмүүлэн' });
    expect($('.typing').textContent).toBe('Тэмүүлэн бичиж байна…');
    transport.server({ type: 'typing', typing: false, author_name: 'Тэмүүлэн' });
    expect($('.typing').textContent).toBe('');
    type('С');
    type('Са');
    expect(transport.take()).toEqual([{ type: 'typing', typing: true }]);
    vi.advanceTimersByTime(3000);
    expect(transport.take()).toEqual([{ type: 'typing', typing: false }]);
  });

  it('offers Retry on a message that was not acknowledged, and resends the same one', async () => {
    vi.useFakeTimers();
    await mount();
    launcher().click();
    welcome();
    type('Захиалга');
    key(input(), 'Enter');
    const [first] = transport.take('message.send');
    vi.advanceTimersByTime(10_001);
    const retry = $<HTMLButtonElement>('.st.retry button');
    expect(retry.textContent).toBe(mn.widget.retry);
    expect($('.st.retry').textContent).toContain(mn.widget.not_sent);
    retry.focus();
    retry.click();
    expect(transport.take('message.send')).toEqual([first]);
    expect($('.st').textContent).toContain(mn.widget.sending);
    // The Retry button is gone; focus goes back to the composer instead of being lost.
    expect(root().activeElement).toBe(input());
    expect($$('.m')).toHaveLength(1);
  });

  it('counts unread replies on the launcher while closed', async () => {
    await mount();
    launcher().click();
    welcome();
    launcher().click();
    transport.server({ type: 'message.created', interaction_id: 7, message: staffMessage(1, 'Сайн байна уу') });
    transport.server({ type: 'message.created', interaction_id: 7, message: staffMessage(2, 'Юугаар туслах вэ?') });
    expect($('.badge').hidden).toBe(false);
    expect($('.badge').textContent).toBe('2');
    expect(launcher().getAttribute('aria-label')).toContain('2 шинэ зурвас');
    transport.take();
    launcher().click();
    expect($('.badge').hidden).toBe(true);
    expect(transport.take('read')).toEqual([{ type: 'read', seq: 2 }]);
  });

  it('after the agent closes: the ended notice, stars 1–5, the thanks, then a new conversation', async () => {
    await mount();
    launcher().click();
    welcome();
    transport.server({ type: 'messages.resync', interaction_id: 7, items: [staffMessage(1, 'Өөр асуух зүйл байна уу?')], last_seq: 1 });
    transport.server({ type: 'conversation.changed', conversation: conversation({ status: 'closed', rating_requested: true }) });
    const texts = () => $$('.sys').map((p) => p.textContent);
    expect(texts()).toEqual([mn.widget.ended, mn.widget.rate, mn.widget.new_hint]);
    const stars = $$('.stars button');
    expect(stars.map((b) => b.getAttribute('aria-label'))).toEqual(['1 од', '2 од', '3 од', '4 од', '5 од']);
    expect($('.stars').getAttribute('role')).toBe('group');
    transport.take();
    stars[4].focus();
    stars[4].click();
    expect(transport.take()).toEqual([{ type: 'rate', rating: 5 }]);
    expect(texts()).toEqual([mn.widget.ended, mn.widget.thanks, mn.widget.new_hint]);
    expect(root().activeElement).toBe(input());

    type('Шинэ асуулт');
    key(input(), 'Enter');
    expect(texts()).toEqual([]);
    expect(rows()).toEqual([expect.stringMatching(/^me\|Шинэ асуулт\|/)]);
  });

  it('says so when the server refuses the page, and disables the composer', async () => {
    await mount();
    launcher().click();
    transport.refuse('origin_not_allowed');
    expect($('.note').textContent).toBe(mn.widget.unavailable);
    expect(input().disabled).toBe(true);
  });

  it.each([
    ['mn', mn.widget],
    ['en', en.widget],
  ] as const)('says why a message was refused by the limits, in the page language (%s), and Retry clears it', async (lang, text) => {
    await mount(lang);
    launcher().click();
    welcome();
    type('Сайн уу');
    key(input(), 'Enter');
    const [first] = transport.take('message.send') as { client_id: string }[];
    transport.server({ type: 'error', code: 'err_webchat_busy', client_id: first.client_id, retry_after: 42 });
    expect($('.note').textContent).toBe(text.busy);
    expect($('.st.retry button').textContent).toBe(text.retry);
    $<HTMLButtonElement>('.st.retry button').click();
    expect($('.note').hidden).toBe(true);
    const [again] = transport.take('message.send') as { client_id: string }[];
    transport.server({ type: 'error', code: 'err_webchat_too_fast', client_id: again.client_id, retry_after: 1 });
    expect($('.note').textContent).toBe(text.too_fast);
    transport.server({ type: 'message.ack', interaction_id: 7, client_id: again.client_id, seq: 1 });
    expect(rows()).toHaveLength(1);
  });

  it.each([
    ['mn', mn.widget],
    ['en', en.widget],
  ] as const)('says a frame was too large when the server refuses it (%s)', async (lang, text) => {
    await mount(lang);
    launcher().click();
    welcome();
    transport.server({ type: 'error', code: 'err_body_too_large' });
    expect($('.note').textContent).toBe(text.too_large);
  });

  it('refuses a message longer than the limit with a visible note', async () => {
    await mount();
    launcher().click();
    welcome();
    transport.take();
    input().value = 'я'.repeat(4001);
    key(input(), 'Enter');
    expect(transport.take('message.send')).toEqual([]);
    expect($('.note').textContent).toBe(mn.widget.too_long.replace('{{max}}', '4000'));
    type('богино');
    expect($('.note').hidden).toBe(true);
  });
});
