import type { VisitorMessage } from '../../../contracts/socket/visitor';
import type { Delivery } from '../../../contracts/protocol-client/delivery';
import { linkify } from '../logic/linkify';
import { fill, type Strings } from '../text';
import { h, hhmm } from './dom';

/** One row of the log: a stored message, or an own message still in the outbox. */
export interface Row {
  key: string;
  author: VisitorMessage['author'];
  authorName: string;
  body: string;
  createdAt: string;
  /** Own messages only. */
  delivery?: Delivery;
  clientId?: string | null;
}

/** Message text as text nodes and links, never markup: only http(s), ftp and mailto hrefs exist. */
export function bodyNodes(doc: Document, body: string): Node[] {
  return linkify(body).map((p) =>
    p.kind === 'text' ? doc.createTextNode(p.text) : h(doc, 'a', { href: p.href, target: '_blank', rel: 'noopener noreferrer nofollow' }, p.text),
  );
}

export class MessageView {
  readonly el: HTMLElement;
  private status: HTMLElement | undefined;
  private shown: Delivery | undefined;

  constructor(
    private readonly doc: Document,
    private readonly t: Strings,
    row: Row,
    private readonly onRetry: (clientId: string) => void,
  ) {
    if (row.author === 'system') {
      this.el = h(doc, 'p', { class: 'sys' }, ...bodyNodes(doc, row.body));
      return;
    }
    const mine = row.author === 'contact';
    const meta = mine ? [] : [h(doc, 'div', { class: 'meta' }, `${row.authorName} · ${hhmm(row.createdAt)}`)];
    // A virtual agent's bubbles are 'chatbot' bubbles (spec §9: at most 280 px), people's 'iva' (380 px).
    const kind = mine ? 'me' : `them ${row.author === 'bot' ? 'chatbot' : 'iva'}`;
    this.el = h(doc, 'div', { class: `m ${kind}` }, ...meta, h(doc, 'div', { class: 'bubble' }, ...bodyNodes(doc, row.body)));
    if (mine) {
      this.status = h(doc, 'div', { class: 'st' });
      this.el.append(this.status);
    }
    this.update(row);
  }

  /** Only the status of an own message ever changes once it is shown. */
  update(row: Row) {
    if (!this.status || !row.delivery || row.delivery === this.shown) return;
    this.shown = row.delivery;
    const t = this.t;
    this.status.className = row.delivery === 'retry' ? 'st retry' : 'st';
    this.status.replaceChildren();
    if (row.delivery === 'retry' && row.clientId) {
      const id = row.clientId;
      const retry = h(this.doc, 'button', { type: 'button' }, t.retry);
      retry.addEventListener('click', () => this.onRetry(id));
      this.status.append(h(this.doc, 'span', {}, t.not_sent), retry);
    } else {
      this.status.append(`${hhmm(row.createdAt)} · ${t[row.delivery]}`);
    }
  }
}

export const typingText = (t: Strings, name: string | null) => (name === null ? '' : name ? fill(t.typing, { name }) : t.typing_anon);
