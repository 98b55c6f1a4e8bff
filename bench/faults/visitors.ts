import { io, type Socket } from 'socket.io-client';
import { VISITOR_EVENT, VISITOR_NAMESPACE, VISITOR_PROTOCOL_VERSION, type VisitorServerMessage } from '../../contracts';
import { DEFAULT_WEBCHAT_LIMITS } from '../../server/config';
import { DEMO_WIDGET_KEY } from '../../server/seed/demo';

/** The widget's wait for an acknowledgement before it offers Retry (widget/src/chat/session.ts); the bench presses it. */
const ACK_TIMEOUT_MS = 10_000;

interface Pending {
  body: string;
  sentAt: number;
  /** When it was last put on the wire (first send, a resend after a reconnect or a Retry). */
  wiredAt: number;
}
export interface Visitor {
  socket: Socket;
  token?: string;
  pending: Map<string, Pending>;
  /** The last acknowledgement this visitor got. */
  lastAckAt: number;
}

/**
 * A visitor may send 20 messages per 10 s (server/config.ts visitorMessages, over
 * server/realtime/visitor-limits.ts's 10 s window). A crowd sending at that rate (2 a second) leaves
 * no room for resends: after a slow spell the refused ones wait for tokens that new messages take
 * as they come back (a simulation of 30 s at 700 ms a message: longest wait 9 s at 2 a second,
 * 0.7 s at 1). The benches send below it (1 a second by default), as people do.
 */
export const VISITOR_MESSAGES_PER_SECOND = DEFAULT_WEBCHAT_LIMITS.visitorMessages / 10;

/**
 * Web-chat visitors through the balancer with the widget's outbox rule: what is not acknowledged
 * goes again, same client id, after a reconnect, after a refusal, and after the acknowledgement
 * timeout (the visitor presses Retry). Every acknowledgement is counted by client id.
 */
export function visitorCrowd(port: number, count: number, rate: number) {
  if (rate >= VISITOR_MESSAGES_PER_SECOND) process.stderr.write(`! ${rate} messages/s a visitor is at its limit: resends after a fault will queue for minutes\n`);
  const acked = new Set<string>();
  let reconnects = 0;
  let connectErrors = 0;
  let longestWaitMs = 0;
  let phase = 'warm-up';
  let seq = 0;
  let sending = true;
  const wire = (v: Visitor, client_id: string) => {
    const p = v.pending.get(client_id);
    if (!p || !v.socket.connected) return;
    p.wiredAt = Date.now();
    v.socket.emit(VISITOR_EVENT, { type: 'message.send', client_id, body: p.body });
  };
  const visitor = (): Visitor => {
    const v: Visitor = { pending: new Map(), socket: undefined as unknown as Socket, lastAckAt: Date.now() };
    v.socket = io(`http://localhost:${port}${VISITOR_NAMESPACE}`, {
      transports: ['websocket'],
      extraHeaders: { origin: `http://localhost:${port}` },
      auth: (cb) => cb({ v: VISITOR_PROTOCOL_VERSION, key: DEMO_WIDGET_KEY, locale: 'mn', ...(v.token && { token: v.token }) }),
      reconnectionDelay: 200,
      reconnectionDelayMax: 2000,
    });
    v.socket.on(VISITOR_EVENT, (m: VisitorServerMessage) => {
      if (m.type === 'welcome') {
        v.token = m.token;
        for (const id of v.pending.keys()) wire(v, id);
      } else if (m.type === 'message.ack') {
        const p = v.pending.get(m.client_id);
        if (p) longestWaitMs = Math.max(longestWaitMs, Date.now() - p.sentAt);
        v.pending.delete(m.client_id);
        acked.add(m.client_id);
        v.lastAckAt = Date.now();
      } else if (m.type === 'error' && m.client_id) {
        const id = m.client_id;
        setTimeout(() => wire(v, id), (m.retry_after ?? 1) * 1000);
      }
    });
    v.socket.on('connect_error', () => connectErrors++);
    v.socket.io.on('reconnect', () => reconnects++);
    return v;
  };
  const visitors = Array.from({ length: count }, visitor);
  const retries = setInterval(() => {
    const now = Date.now();
    for (const v of visitors) for (const [id, p] of v.pending) if (now - p.wiredAt > ACK_TIMEOUT_MS) wire(v, id);
  }, 500);
  const senders = visitors.map(async (v, i) => {
    // Spread over the first second so the sends do not all fall on one tick.
    await new Promise((r) => setTimeout(r, (i / count) * 1000));
    while (sending) {
      const client_id = `f-${phase}-${i}-${seq++}`;
      v.pending.set(client_id, { body: `message ${client_id}`, sentAt: Date.now(), wiredAt: 0 });
      wire(v, client_id);
      await new Promise((r) => setTimeout(r, 1000 / rate));
    }
  });
  return {
    visitors,
    acked,
    stats: () => ({ reconnects, connectErrors, longestWaitMs }),
    /** Messages sent from now on carry this phase in their client id. */
    setPhase: (name: string) => void (phase = name),
    sent: () => seq,
    /** Every visitor connected and acknowledged since `since` (the chat works again for all of them). */
    allFlowing: (since: number) => visitors.every((v) => v.socket.connected && v.lastAckAt > since),
    pendingCount: () => visitors.reduce((n, v) => n + v.pending.size, 0),
    async stop(drainMs = 30_000) {
      sending = false;
      await Promise.all(senders);
      const until = Date.now() + drainMs;
      while (visitors.some((v) => v.pending.size > 0) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
      clearInterval(retries);
      for (const v of visitors) v.socket.close();
    },
  };
}
