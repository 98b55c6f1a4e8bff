import type { AddressObject } from 'mailparser';
import sanitizeHtml from 'sanitize-html';
import { ATTACHMENT_MAX_BYTES, ISSUE_ATTACHMENT_NAME_MAX } from '../../../contracts';
import { foldQuoted } from './fold-quoted';

/** The longest e-mail body kept as a conversation message (the rest is cut with a mark). */
export const EMAIL_BODY_MAX = 20_000;
/** The sanitised HTML kept for "show original"; a larger one is dropped (the text stays). */
export const EMAIL_HTML_MAX = 200_000;

export interface ParsedAttachment {
  name: string;
  mime: string;
  size: number;
  data: Buffer;
}

export interface ParsedMail {
  messageId: string;
  inReplyTo: string[];
  references: string[];
  subject: string;
  fromAddress: string;
  fromName: string;
  body: string;
  quoted: string;
  html: string | null;
  attachments: ParsedAttachment[];
  /** Attachments refused by the attachment rules (over ATTACHMENT_MAX_BYTES), by name. */
  refused: string[];
  autoReply: boolean;
  /** The Date header, when it reads as a date (an imported mail keeps it as its time). */
  date: Date | null;
}

/** Tags and attributes a mail may keep; scripts, styles, forms, frames and event handlers go. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'span', 'font', 'center']),
  allowedAttributes: { a: ['href', 'title'], img: ['alt', 'width', 'height'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'], '*': ['dir', 'lang'] },
  allowedSchemes: ['http', 'https', 'mailto', 'ftp'],
  // No remote images (tracking pixels): an <img> keeps its alt text only.
  allowedSchemesByTag: { img: [] },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
};

export const sanitizeMailHtml = (html: string) =>
  sanitizeHtml(html, { ...SANITIZE, allowedAttributes: { ...SANITIZE.allowedAttributes, a: ['href', 'title', 'target', 'rel'] } });

const ids = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? v.split(/\s+/) : []).map((s) => s.trim()).filter(Boolean);
const firstAddress = (a: AddressObject | AddressObject[] | undefined) => (Array.isArray(a) ? a[0] : a)?.value[0];

/**
 * Parses a raw mail with mailparser. It never throws on bad MIME: mailparser reads what it can, and
 * a mail without a Message-ID gets one derived from the mailbox position.
 */
/** mailparser, loaded once a mailbox is watched (mailbox-worker.ts), so the first mail does not wait for it. */
export const loadMailParser = () => import('mailparser');

export async function parseMail(raw: Buffer, fallbackId: string): Promise<ParsedMail> {
  // Loaded with the first mailbox: only companies with one use it (memory, docs/scaling.md).
  const { simpleParser } = await loadMailParser();
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, maxHtmlLengthToParse: 2_000_000 });
  const from = firstAddress(mail.from);
  const text = (mail.text ?? '').replace(/\r\n/g, '\n');
  const folded = foldQuoted(text);
  let body = folded.body.trim() || (mail.subject ?? '').trim() || '—';
  if (body.length > EMAIL_BODY_MAX) body = `${body.slice(0, EMAIL_BODY_MAX)}…`;
  const html = typeof mail.html === 'string' && mail.html ? sanitizeMailHtml(mail.html) : null;
  const attachments: ParsedAttachment[] = [];
  const refused: string[] = [];
  for (const a of mail.attachments ?? []) {
    const name = (a.filename ?? 'attachment').slice(0, ISSUE_ATTACHMENT_NAME_MAX);
    if (a.size > ATTACHMENT_MAX_BYTES) refused.push(name);
    else attachments.push({ name, mime: a.contentType || 'application/octet-stream', size: a.size, data: a.content });
  }
  const autoSubmitted = String(mail.headers.get('auto-submitted') ?? 'no').toLowerCase();
  return {
    messageId: (mail.messageId ?? '').trim() || `<${fallbackId}>`,
    inReplyTo: ids(mail.inReplyTo),
    references: ids(mail.references),
    subject: (mail.subject ?? '').slice(0, 500),
    fromAddress: (from?.address ?? '').toLowerCase(),
    fromName: (from?.name ?? '').slice(0, 200),
    body,
    quoted: folded.quoted.slice(0, EMAIL_BODY_MAX),
    html: html && html.length <= EMAIL_HTML_MAX ? html : null,
    attachments,
    refused,
    autoReply: autoSubmitted !== 'no',
    date: mail.date instanceof Date && !Number.isNaN(mail.date.getTime()) ? mail.date : null,
  };
}
