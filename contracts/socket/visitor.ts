/**
 * The visitor socket protocol (namespace /visitor), spoken by the web-chat widget. This module is
 * zod-free on purpose: the widget imports only these types and constants, and its bundle has a
 * 25 KB budget. The server validates the same shapes with `visitor-protocol.ts`.
 *
 * Handshake: io(origin + '/visitor', { auth: VisitorHandshake }). The server checks the page's
 * Origin against the web chat's domain (the host or a subdomain of it), then answers `welcome`.
 * All messages travel on the socket.io event `msg` (SOCKET_EVENT) and are discriminated by `type`.
 */
export const VISITOR_NAMESPACE = '/visitor';
export const VISITOR_PROTOCOL_VERSION = 1;
export const VISITOR_EVENT = 'msg';
/** localStorage key of the visitor token, suffixed with the widget key. */
export const VISITOR_TOKEN_STORAGE = 'cc-visitor:';

/** Character limits of web-chat texts (spec §5: limits exist, values not shown — ours). */
export const WEBCHAT_LIMITS = { name: 60, greeting: 240, logoBytes: 200 * 1024 } as const;
/** Longest message a visitor may send (the same as every other side). */
export const VISITOR_MESSAGE_MAX = 4000;

export type VisitorLocale = 'mn' | 'en';

export interface VisitorHandshake {
  v: number;
  /** The widget key of the embed script. */
  key: string;
  /** The token stored from an earlier `welcome`; absent or unknown → a new visitor. */
  token?: string;
  locale: VisitorLocale;
}

/** Refusal reasons in connect_error `data.reason`. */
export type VisitorRefusal = 'version_mismatch' | 'unknown_widget' | 'origin_not_allowed' | 'inactive_widget';

/** What the widget shows of its web chat, in the page's language already. */
export interface WidgetAppearance {
  name: string;
  greeting: string;
  logo: string | null;
  brand_color: string;
  text_color: string;
}

/** A message as the visitor sees it: staff appear by first name, never by id or e-mail. */
export interface VisitorMessage {
  seq: number;
  client_id: string | null;
  /** 'contact' is the visitor; 'user' a staff member; 'bot' a virtual agent; 'system' notices. */
  author: 'contact' | 'user' | 'bot' | 'system';
  author_name: string;
  body: string;
  created_at: string;
}

/** The visitor's current (or last) conversation. */
export interface VisitorConversation {
  interaction_id: number;
  status: 'open' | 'closed';
  /** The agent asked for a rating and none was given yet. */
  rating_requested: boolean;
  rating: number | null;
  /** The signed /servicerate link while a rating is requested (the widget also rates inline). */
  rating_url: string | null;
  /** Highest seq of the visitor's own messages that staff have read (their status shows Seen). */
  staff_read_seq: number;
}

export type VisitorClientMessage =
  /** Everything after `after_seq` of the current conversation (sent after each (re)connect). */
  | { type: 'sync'; after_seq: number }
  /** Starts a conversation when none is open. Acked with `message.ack`, refused with `error`. */
  | { type: 'message.send'; client_id: string; body: string }
  /** The visitor started or stopped typing; a message sent ends it with no false. */
  | { type: 'typing'; typing: boolean }
  /** The visitor has seen everything up to `seq`. */
  | { type: 'read'; seq: number }
  | { type: 'rate'; rating: number };

export type VisitorServerMessage =
  | { type: 'welcome'; v: number; token: string; appearance: WidgetAppearance; conversation: VisitorConversation | null }
  | { type: 'messages.resync'; interaction_id: number; items: VisitorMessage[]; last_seq: number }
  | { type: 'message.created'; interaction_id: number; message: VisitorMessage }
  | { type: 'message.ack'; interaction_id: number; client_id: string; seq: number }
  /** Staff typing; their next message ends it too (no false follows a message). */
  | { type: 'typing'; typing: boolean; author_name: string }
  | { type: 'read'; seq: number }
  | { type: 'conversation.changed'; conversation: VisitorConversation }
  /**
   * A refusal, of one message when `client_id` is given. The limits answer `err_webchat_too_fast`
   * (messages) or `err_webchat_busy` (new conversations) with the seconds until one more is allowed.
   */
  | { type: 'error'; code: string; client_id?: string; retry_after?: number };
