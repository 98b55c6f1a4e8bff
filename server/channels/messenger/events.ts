import type { MessageAttachment } from '../../../contracts';

/** One `messaging` (or `standby`) item of a Messenger webhook, as documented. */
export interface MessagingEvent {
  sender?: { id?: string };
  recipient?: { id?: string };
  timestamp?: number;
  message?: {
    mid?: string;
    text?: string;
    is_echo?: boolean;
    quick_reply?: { payload?: string };
    attachments?: { type?: string; payload?: { url?: string; title?: string; coordinates?: { lat?: number; long?: number } } }[];
  };
  postback?: { mid?: string; title?: string; payload?: string };
  read?: { watermark?: number };
  delivery?: { mids?: string[]; watermark?: number };
  /** Facebook passed the thread to this app (Handover Protocol). */
  pass_thread_control?: { previous_owner_app_id?: string | null; new_owner_app_id?: string; metadata?: string };
  /** Another app (a primary receiver) took the thread from this app. */
  take_thread_control?: { previous_owner_app_id?: string; new_owner_app_id?: string; metadata?: string };
}

export interface MessengerWebhook {
  object?: string;
  entry?: { id?: string; time?: number; messaging?: MessagingEvent[]; standby?: MessagingEvent[] }[];
}

/** What our side does with one event. */
export type Normalised =
  | { kind: 'message'; psid: string; mid: string; body: string; attachments: MessageAttachment[] }
  | { kind: 'read'; psid: string; watermark: Date }
  | { kind: 'delivery'; psid: string; mids: string[] }
  | { kind: 'thread'; psid: string; heldByOther: boolean }
  | { kind: 'ignored'; why: string };

const KINDS: Record<string, MessageAttachment['kind']> = { image: 'image', video: 'video', audio: 'audio', file: 'file', location: 'location', sticker: 'sticker' };
const BODY_MAX = 4000;

function attachmentsOf(list: NonNullable<MessagingEvent['message']>['attachments']): MessageAttachment[] {
  const out: MessageAttachment[] = [];
  for (const a of list ?? []) {
    const kind = KINDS[a.type ?? ''] ?? 'file';
    const coords = a.payload?.coordinates;
    const url = a.payload?.url ?? (coords ? `https://maps.google.com/?q=${coords.lat},${coords.long}` : '');
    if (!url) continue;
    out.push({ kind, url: url.slice(0, 4000), ...(a.payload?.title ? { name: a.payload.title.slice(0, 500) } : {}) });
  }
  return out;
}

/** A customer's message or postback, a read or delivery receipt; echoes of our own sends are ignored. */
export function normalise(e: MessagingEvent): Normalised {
  const psid = e.sender?.id;
  if (!psid) return { kind: 'ignored', why: 'no sender' };
  if (e.message) {
    if (e.message.is_echo) return { kind: 'ignored', why: 'echo' };
    if (!e.message.mid) return { kind: 'ignored', why: 'no mid' };
    const attachments = attachmentsOf(e.message.attachments);
    // An attachment alone has no text of its own: a paperclip, in no language; the console lists the files under it.
    const body = (
      e.message.text ??
      (attachments
        .map((a) => a.name)
        .filter(Boolean)
        .join(', ') ||
        '📎')
    ).slice(0, BODY_MAX);
    return { kind: 'message', psid, mid: e.message.mid, body: body || '…', attachments };
  }
  if (e.postback) {
    const mid = e.postback.mid ?? `postback-${e.timestamp ?? 0}-${e.postback.payload ?? ''}`;
    return { kind: 'message', psid, mid, body: (e.postback.title || e.postback.payload || '…').slice(0, BODY_MAX), attachments: [] };
  }
  if (e.read?.watermark) return { kind: 'read', psid, watermark: new Date(e.read.watermark) };
  if (e.delivery?.mids?.length) return { kind: 'delivery', psid, mids: e.delivery.mids };
  // The webhook of the app that gets the thread says pass; that of the app that lost it, take.
  if (e.pass_thread_control) return { kind: 'thread', psid, heldByOther: false };
  if (e.take_thread_control) return { kind: 'thread', psid, heldByOther: true };
  return { kind: 'ignored', why: 'unknown event' };
}
