import type { VisitorConversation, VisitorLocale, VisitorMessage, VisitorRefusal, WidgetAppearance } from '../../../contracts/socket/visitor';
import type { OutboxItem } from '../logic/outbox';
import type { VisitorTransport } from './transport';

/** What the view renders of a chat session, and what a session is made with. */
export type Link = 'idle' | 'connecting' | 'online' | 'offline' | 'refused';

export interface ChatState {
  link: Link;
  refusal: VisitorRefusal | null;
  appearance: WidgetAppearance | null;
  /** The conversation on screen (null before the first message, or after the visitor starts anew). */
  conversation: VisitorConversation | null;
  /** Stored messages of that conversation, in seq order. */
  messages: VisitorMessage[];
  /** Own messages not acknowledged yet (Sending or Retry). */
  outbox: OutboxItem[];
  /** The name of the staff member typing, or null. */
  staffTyping: string | null;
  /** Staff messages that arrived while the panel was closed. */
  unread: number;
  /** The stars the visitor gave in this page (the thank-you shows at once). */
  rated: number | null;
  /** The last refusal not tied to one message (a catalogue code). */
  error: string | null;
}

export interface SessionOptions {
  widgetKey: string;
  locale: VisitorLocale;
  transport: VisitorTransport;
  storage: Storage | null;
  /** How long a message may wait for its ack before it shows Retry. */
  ackTimeoutMs?: number;
  /** Typing stops being announced after this much idle time. */
  typingIdleMs?: number;
}
