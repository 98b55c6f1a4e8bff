import { VISITOR_MESSAGE_MAX, type WidgetAppearance } from '../../../contracts/socket/visitor';
import type { ChatSession, ChatState } from '../chat/session';
import { storedDelivery } from '../../../contracts/protocol-client/delivery';
import { fill, type Strings } from '../text';
import { h, icon, ICONS, safeColor } from './dom';
import { MessageView, typingText, type Row } from './message-view';
import { ratingBlock } from './rating-view';
import { CSS } from './styles';

export const HOST_TAG = 'cc-web-chat';

/** Refusals the visitor can act on, worded; any other shows the general error. */
const ERROR_NOTES: Record<string, (t: Strings) => string> = {
  err_webchat_too_fast: (t) => t.too_fast,
  err_webchat_busy: (t) => t.busy,
  err_body_too_large: (t) => t.too_large,
};

/**
 * A constructed stylesheet where the browser has them: unlike a <style> element it is not
 * refused by a host page whose Content-Security-Policy forbids inline styles.
 */
function adoptStyles(doc: Document, shadow: ShadowRoot) {
  const Sheet = doc.defaultView?.CSSStyleSheet;
  if (Sheet && 'adoptedStyleSheets' in shadow && 'replaceSync' in Sheet.prototype) {
    const sheet = new Sheet();
    sheet.replaceSync(CSS);
    shadow.adoptedStyleSheets = [sheet];
    return;
  }
  const style = doc.createElement('style');
  style.textContent = CSS;
  shadow.append(style);
}

export interface WidgetView {
  host: HTMLElement;
  shadow: ShadowRoot;
  open(): void;
  close(): void;
  destroy(): void;
}

/** The rows of the log, in order: stored messages by seq, then own messages not yet acknowledged. */
export function rowsOf(s: ChatState): Row[] {
  const readSeq = s.conversation?.staff_read_seq ?? 0;
  const stored: Row[] = s.messages.map((m) => ({
    key: m.client_id ? `c:${m.client_id}` : `s:${m.seq}`,
    author: m.author,
    authorName: m.author_name,
    body: m.body,
    createdAt: m.created_at,
    clientId: m.client_id,
    delivery: m.author === 'contact' ? storedDelivery(m, readSeq) : undefined,
  }));
  const pending: Row[] = s.outbox.map((i) => ({
    key: `c:${i.client_id}`,
    author: 'contact',
    authorName: '',
    body: i.body,
    createdAt: i.created_at,
    clientId: i.client_id,
    delivery: i.status,
  }));
  return [...stored, ...pending];
}

/**
 * Mounts the launcher and the panel in a shadow root at the end of <body> and renders the
 * session's state into it. Messages are keyed, so a status change never rebuilds a bubble and
 * focus and scroll stay where the visitor left them.
 */
export function mountView(doc: Document, session: ChatSession, t: Strings, initial: WidgetAppearance | null): WidgetView {
  const host = doc.createElement(HOST_TAG);
  const shadow = host.attachShadow({ mode: 'open' });

  const badge = h(doc, 'span', { class: 'badge', hidden: true, 'aria-hidden': 'true' });
  const launcher = h(
    doc,
    'button',
    { type: 'button', class: 'launcher', 'aria-expanded': 'false', 'aria-controls': 'cc-panel', 'aria-label': t.open },
    icon(doc, ICONS.chat),
    badge,
  );
  const logo = h(doc, 'img', { alt: '', hidden: true });
  const title = h(doc, 'h2', { id: 'cc-title' }, t.title);
  const closeBtn = h(doc, 'button', { type: 'button', class: 'x', 'aria-label': t.close }, icon(doc, ICONS.close));
  const note = h(doc, 'div', { class: 'note', role: 'status', hidden: true });
  const greeting = h(doc, 'p', { class: 'greet', hidden: true });
  const list = h(doc, 'div', { class: 'rows' });
  const tail = h(doc, 'div', { class: 'rows' });
  const log = h(doc, 'div', { class: 'log', role: 'log', 'aria-live': 'polite', 'aria-label': t.log, tabindex: '0' }, greeting, list, tail);
  const typing = h(doc, 'div', { class: 'typing', 'aria-live': 'polite' });
  const input = h(doc, 'textarea', { rows: '1', 'aria-label': t.message, placeholder: t.placeholder, maxlength: String(VISITOR_MESSAGE_MAX) });
  const send = h(doc, 'button', { type: 'submit', class: 'send', 'aria-label': t.send }, icon(doc, ICONS.send));
  const form = h(doc, 'form', {}, input, send);
  const panel = h(
    doc,
    'div',
    { id: 'cc-panel', class: 'panel', role: 'dialog', 'aria-labelledby': 'cc-title', hidden: true },
    h(doc, 'header', {}, logo, title, closeBtn),
    note,
    log,
    typing,
    form,
  );
  const root = h(doc, 'div', { class: 'w' }, panel, launcher);
  adoptStyles(doc, shadow);
  shadow.append(root);
  doc.body.append(host);

  let isOpen = false;
  let logoUrl: string | null = null;
  let localNote: string | null = null;
  const views = new Map<string, MessageView>();
  let tailKey = '';

  const paint = (a: WidgetAppearance | null) => {
    if (!a) return;
    root.style.setProperty('--b', safeColor(a.brand_color, '#2563eb'));
    root.style.setProperty('--t', safeColor(a.text_color, '#ffffff'));
    title.textContent = a.name || t.title;
    greeting.textContent = a.greeting;
    greeting.hidden = !a.greeting;
    // An image URL from the appearance is kept over the data URL a later welcome carries: same logo, no reload.
    const url = a.logo && /^(data:image\/|https?:\/\/)/.test(a.logo) ? a.logo : null;
    if (!url || !logoUrl?.startsWith('http') || !url.startsWith('data:')) logoUrl = url;
    showLogo();
  };
  /** The logo is fetched when the panel first opens, not on every page view. */
  const showLogo = () => {
    logo.hidden = !logoUrl || !isOpen;
    if (isOpen && logoUrl && logo.getAttribute('src') !== logoUrl) logo.src = logoUrl;
  };

  const noteText = (s: ChatState): string | null => {
    if (localNote) return localNote;
    if (s.link === 'refused') return t.unavailable;
    if (s.link === 'offline') return t.offline;
    if (s.link === 'connecting' && isOpen) return t.connecting;
    if (s.error) return ERROR_NOTES[s.error]?.(t) ?? t.error;
    return null;
  };

  const renderRows = (s: ChatState) => {
    const rows = rowsOf(s);
    const keep = new Set(rows.map((r) => r.key));
    for (const [key, v] of views) {
      if (!keep.has(key)) {
        v.el.remove();
        views.delete(key);
      }
    }
    let at: ChildNode | null = list.firstChild;
    for (const row of rows) {
      let v = views.get(row.key);
      if (!v) {
        v = new MessageView(doc, t, row, (id) => session.retry(id));
        views.set(row.key, v);
      } else v.update(row);
      if (at !== v.el) list.insertBefore(v.el, at);
      at = v.el.nextSibling;
    }
  };

  /** The end of a conversation: the notice, then the stars while a rating is asked, then the thanks. */
  const renderTail = (s: ChatState) => {
    const c = s.conversation;
    const stage = !c || c.status !== 'closed' ? '' : s.rated !== null ? 'thanks' : c.rating_requested ? 'rate' : 'ended';
    const key = `${c?.interaction_id ?? 0}:${stage}`;
    if (key === tailKey) return;
    tailKey = key;
    tail.replaceChildren();
    if (!stage) return;
    tail.append(h(doc, 'p', { class: 'sys', role: 'status' }, t.ended));
    if (stage === 'rate') tail.append(ratingBlock(doc, t, (n) => session.rate(n)));
    if (stage === 'thanks') tail.append(h(doc, 'p', { class: 'sys' }, t.thanks));
    tail.append(h(doc, 'p', { class: 'sys' }, t.new_hint));
  };

  const render = (s: ChatState) => {
    const focused = shadow.activeElement;
    const nearBottom = log.scrollHeight - log.scrollTop - log.clientHeight < 48;
    paint(s.appearance);
    const text = noteText(s);
    note.textContent = text ?? '';
    note.hidden = !text;
    renderRows(s);
    renderTail(s);
    typing.textContent = typingText(t, s.staffTyping);
    const refused = s.link === 'refused';
    input.disabled = refused;
    send.disabled = refused;
    badge.textContent = String(s.unread);
    badge.hidden = !s.unread || isOpen;
    launcher.setAttribute('aria-label', isOpen ? t.close : s.unread ? `${t.open} (${fill(t.unread, { n: s.unread })})` : t.open);
    if (nearBottom) log.scrollTop = log.scrollHeight;
    // A focused Retry or star button that was replaced hands focus back to the composer.
    if (isOpen && focused && !focused.isConnected) input.focus();
    if (isOpen && doc.visibilityState === 'visible') session.markRead();
  };

  const open = () => {
    if (isOpen) return;
    isOpen = true;
    panel.hidden = false;
    launcher.setAttribute('aria-expanded', 'true');
    launcher.replaceChildren(icon(doc, ICONS.close), badge);
    showLogo();
    session.setPanelOpen(true);
    render(session.state);
    log.scrollTop = log.scrollHeight;
    input.focus();
  };
  const close = () => {
    if (!isOpen) return;
    isOpen = false;
    panel.hidden = true;
    launcher.setAttribute('aria-expanded', 'false');
    launcher.replaceChildren(icon(doc, ICONS.chat), badge);
    session.setPanelOpen(false);
    session.stopTyping();
    render(session.state);
    launcher.focus();
  };

  const submit = () => {
    const value = input.value;
    if (value.trim().length > VISITOR_MESSAGE_MAX) {
      localNote = fill(t.too_long, { max: VISITOR_MESSAGE_MAX });
      return render(session.state);
    }
    localNote = null;
    if (session.send(value)) {
      input.value = '';
      log.scrollTop = log.scrollHeight;
    }
  };

  launcher.addEventListener('click', () => (isOpen ? close() : open()));
  closeBtn.addEventListener('click', close);
  panel.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    }
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    submit();
  });
  input.addEventListener('keydown', (e) => {
    // Enter sends, Shift+Enter is a new line; Enter that confirms an IME composition is neither.
    if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
      e.preventDefault();
      submit();
    }
  });
  input.addEventListener('input', () => {
    if (localNote) {
      localNote = null;
      render(session.state);
    }
    if (input.value.trim()) session.typing();
    else session.stopTyping();
  });
  const onVisible = () => isOpen && doc.visibilityState === 'visible' && session.markRead();
  doc.addEventListener('visibilitychange', onVisible);

  paint(initial);
  const unsubscribe = session.subscribe(render);
  render(session.state);

  return {
    host,
    shadow,
    open,
    close,
    destroy() {
      unsubscribe();
      doc.removeEventListener('visibilitychange', onVisible);
      host.remove();
    },
  };
}
