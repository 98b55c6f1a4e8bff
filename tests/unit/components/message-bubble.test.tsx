import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatBubble } from '../../../contracts/interaction.schema';
import en from '../../../locales/en/interactions.json';
import mn from '../../../locales/mn/interactions.json';
import { MessageBubble, initialsOfName, type MessageBubbleProps } from '../../../src/components/message-bubble';
import { linkify } from '../../../contracts/protocol-client/linkify';
import { atomicRule } from '../console/atomic-style';
import { renderUi } from './render-ui';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const base: ChatBubble = { type: 'iva', form: 'them', text: 'Сайн байна уу', time: '10:42', avatar: 'БА', username: 'Бат', is_bot: false };

async function show(props: Partial<MessageBubbleProps> | Record<string, unknown> = {}, lng: 'mn' | 'en' = 'mn') {
  const view = await renderUi(<MessageBubble {...base} {...(props as Partial<MessageBubbleProps>)} />, lng);
  const text = screen.getByTestId('bubble-text');
  return { ...view, text, row: text.closest('[data-form]') as HTMLElement };
}

describe('linkify', () => {
  it('splits text, links and e-mail addresses, losing no character', () => {
    const input = 'Write to help@demo.mn or see https://demo.mn/faq?a=1, ftp://files.demo.mn/x.zip and http://a.mn.';
    const tokens = linkify(input);
    expect(tokens.map((t) => t.text).join('')).toBe(input);
    expect(tokens.filter((t) => t.kind !== 'text')).toEqual([
      { kind: 'email', text: 'help@demo.mn', href: 'mailto:help@demo.mn' },
      { kind: 'url', text: 'https://demo.mn/faq?a=1', href: 'https://demo.mn/faq?a=1' },
      { kind: 'url', text: 'ftp://files.demo.mn/x.zip', href: 'ftp://files.demo.mn/x.zip' },
      { kind: 'url', text: 'http://a.mn', href: 'http://a.mn/' },
    ]);
  });

  it('leaves other schemes and bare words as text', () => {
    for (const input of ['javascript:alert(1)', 'mailto:x', 'file:///etc/passwd', 'www.demo.mn', 'data:text/html,<b>x</b>', 'user@localhost']) {
      expect(linkify(input)).toEqual([{ kind: 'text', text: input }]);
    }
  });

  it('keeps a closing bracket that belongs to the link and drops sentence punctuation', () => {
    expect(linkify('(https://en.wikipedia.org/wiki/X_(y))').filter((t) => t.kind === 'url')[0].text).toBe('https://en.wikipedia.org/wiki/X_(y)');
    expect(linkify('https://demo.mn!')[0]).toMatchObject({ kind: 'url', text: 'https://demo.mn' });
  });
});

describe('MessageBubble', () => {
  it('shows the username, time, initials and text', async () => {
    const { row } = await show({ avatar: 'Бат', username: 'Бат Болд' });
    expect(row.textContent).toContain('Бат Болд');
    expect(row.textContent).toContain('10:42');
    expect(screen.getByText('Сайн байна уу')).toBeTruthy();
    // Spec §3: avatar initials at most 2 characters.
    expect(row.querySelector('.fui-Avatar')?.textContent).toBe('Ба');
  });

  it('is at most 380 px wide for iva and 280 px for chatbot', async () => {
    const iva = await show({ type: 'iva' });
    expect(iva.text.style.maxWidth).toBe('380px');
    cleanup();
    const bot = await show({ type: 'chatbot' });
    expect(bot.text.style.maxWidth).toBe('280px');
  });

  it('puts my messages on the other side from theirs', async () => {
    const mine = await show({ form: 'you' });
    expect(mine.row.dataset.form).toBe('you');
    expect(atomicRule(mine.row, 'flex-direction')).toBe('row-reverse');
    cleanup();
    const theirs = await show({ form: 'them' });
    expect(atomicRule(theirs.row, 'flex-direction')).toBeUndefined();
  });

  it.each([
    ['sending', mn.bubble.status.sending, en.bubble.status.sending],
    ['sent', mn.bubble.status.sent, en.bubble.status.sent],
    ['seen', mn.bubble.status.seen, en.bubble.status.seen],
  ] as const)('shows status %s translated', async (status, mnText, enText) => {
    await show({ form: 'you', status });
    expect(screen.getByText(mnText)).toBeTruthy();
    cleanup();
    await show({ form: 'you', status }, 'en');
    expect(screen.getByText(enText)).toBeTruthy();
  });

  it('shows Retry in the critical colour and calls onRetry when clicked', async () => {
    const onRetry = vi.fn();
    await show({ form: 'you', status: 'retry', onRetry }, 'en');
    const retry = screen.getByRole('button', { name: en.bubble.retryLabel });
    expect(retry.textContent).toBe('Retry');
    expect(atomicRule(retry, 'color')).toBe('var(--colorStatusDangerForeground1)');
    fireEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('logs an unknown status, form or type and renders without it or with defaults', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { row, text } = await show({ status: 'delivered', form: 'sideways', type: 'robot' }, 'en');
    expect(warn).toHaveBeenCalledWith('MessageBubble: invalid bubble status', 'delivered');
    expect(warn).toHaveBeenCalledWith('MessageBubble: invalid bubble form', 'sideways');
    expect(warn).toHaveBeenCalledWith('MessageBubble: invalid bubble type', 'robot');
    expect(row.dataset.status).toBeUndefined();
    for (const word of Object.values(en.bubble.status)) expect(row.textContent).not.toContain(word);
    expect(row.dataset.form).toBe('them');
    expect(text.style.maxWidth).toBe('380px');
  });

  it('makes e-mail addresses and http, https and ftp links clickable in a new tab', async () => {
    await show({ text: 'Mail help@demo.mn, open https://demo.mn/a or ftp://f.demo.mn/b' });
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['mailto:help@demo.mn', 'https://demo.mn/a', 'ftp://f.demo.mn/b']);
    for (const a of links.slice(1)) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toContain('noopener');
    }
  });

  it('renders markup and javascript: text as plain text', async () => {
    const evil = '<script>alert(1)</script> <img src=x onerror=alert(2)> <a href="javascript:alert(3)">x</a> javascript:alert(4)';
    const { text } = await show({ text: evil });
    expect(text.textContent).toBe(evil);
    expect(text.querySelector('script, img')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('marks a virtual agent with a translated bot label', async () => {
    await show({ is_bot: true, avatar: '', username: 'Туслах' }, 'en');
    expect(screen.getByRole('img', { name: en.bubble.bot })).toBeTruthy();
  });
});

describe('initials of a name', () => {
  it('takes the first letter or digit of each word, at most two', () => {
    expect(initialsOfName('Зочин #7')).toBe('З7');
    expect(initialsOfName('Ганбат Тэмүүлэн')).toBe('ГТ');
    expect(initialsOfName('Анна Мария Бат')).toHaveLength(2);
  });
});
