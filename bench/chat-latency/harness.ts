// The load generator of bench/chat-latency: widget visitors and agents over real socket.io
// connections. Latency is measured in this one process (the same clock): a message carries its
// send time and the receiving side takes the difference.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { PROTOCOL_VERSION, VISITOR_PROTOCOL_VERSION } from '../../contracts';
import { wallClock } from './gc-log';
import type { BenchCompany } from './protocol';

export interface Load {
  url: string;
  /** Where the agents connect, when not to `url` (another process of a cluster: every message crosses Redis). */
  agentUrl?: string;
  companies: BenchCompany[];
  /** Each visitor and each agent sends one message per interval. */
  intervalMs: number;
  /**
   * Each side marks what it receives as read, as the real clients do: the widget (panel open) at
   * once, the console 400 ms after the last message (READ_DEBOUNCE_MS) — here for every conversation
   * an agent holds, as if each were on screen, so about one read mark per message.
   */
  reads: boolean;
  /**
   * Each sender says it is typing before each message, as the real clients do (typing: true at the
   * first keystroke; the message itself ends it): one signal a message, not measured.
   */
  typing: boolean;
}

/** How long before its message a sender starts typing (at most half the interval). */
const TYPING_LEAD_MS = 1000;

/** The console's debounce before it sends a read mark (src/features/interactions/hooks/use-read-marks.ts). */
const AGENT_READ_DELAY_MS = 400;

export interface Counters {
  visitorToAgent: number[];
  /** When each visitorToAgent sample arrived, in wall-clock seconds (gc-log.ts). */
  visitorToAgentAt: number[];
  agentToVisitor: number[];
  /** Messages the server acknowledged (stored, on the real server) in the measuring window. */
  acked: number;
  delivered: number;
  errors: number;
}

const clientId = () => randomBytes(9).toString('base64url');
const stamp = (prefix: string) => `${prefix}${performance.now().toFixed(3)}`;
const sinceStamp = (body: string, prefix: string) => (body.startsWith(prefix) ? performance.now() - Number(body.slice(prefix.length)) : null);

const opts = { transports: ['websocket'], reconnection: false, forceNew: true, timeout: 60_000 };

function connected(socket: Socket) {
  return new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (e) =>
      reject(new Error(`connect failed: ${(e as Error & { data?: unknown }).message} ${JSON.stringify((e as { data?: unknown }).data ?? '')}`)),
    );
  });
}

type Msg = { type: string; [k: string]: unknown };

export class Harness {
  readonly counters: Counters = { visitorToAgent: [], visitorToAgentAt: [], agentToVisitor: [], acked: 0, delivered: 0, errors: 0 };
  private measuring = false;
  private sockets: Socket[] = [];
  private timers: NodeJS.Timeout[] = [];
  private stopped = false;
  private readTimers: Map<number, NodeJS.Timeout>[] = [];
  private agentConversations: number[][] = [];
  private visitors: Socket[] = [];
  private agents: Socket[] = [];
  /** Client ids of the agents' messages not yet acknowledged (by an ack, or by the stored message). */
  private agentSends = new Set<string>();
  assigned = 0;

  constructor(private load: Load) {}

  /** Agents connect first, so routing has somebody online when the visitors' conversations open. */
  async connectAgents(onProgress: (done: number, total: number) => void) {
    const jobs: (() => Promise<void>)[] = [];
    for (const c of this.load.companies) for (const a of c.agents) jobs.push(() => this.connectAgent(a));
    await this.inBatches(jobs, (d) => onProgress(d, jobs.length));
  }

  async connectVisitors(perCompany: number[], onProgress: (done: number, total: number) => void) {
    const jobs: (() => Promise<void>)[] = [];
    this.load.companies.forEach((c, i) => {
      for (let v = 0; v < perCompany[i]; v++) jobs.push(() => this.connectVisitor(c));
    });
    await this.inBatches(jobs, (d) => onProgress(d, jobs.length));
  }

  private async inBatches(jobs: (() => Promise<void>)[], progress: (done: number) => void, size = 200) {
    for (let i = 0; i < jobs.length; i += size) {
      await Promise.all(jobs.slice(i, i + size).map((j) => j()));
      progress(Math.min(jobs.length, i + size));
    }
  }

  private async connectAgent(a: BenchCompany['agents'][number]) {
    const socket = io(`${this.load.agentUrl ?? this.load.url}/agent`, {
      ...opts,
      auth: { v: PROTOCOL_VERSION, company: a.company },
      extraHeaders: a.cookie ? { cookie: a.cookie } : {},
    });
    const mine: number[] = [];
    this.agentConversations.push(mine);
    const readTimers = new Map<number, NodeJS.Timeout>();
    const markRead = (interactionId: number, seq: number) => {
      clearTimeout(readTimers.get(interactionId));
      readTimers.set(
        interactionId,
        setTimeout(() => {
          readTimers.delete(interactionId);
          socket.emit('msg', { type: 'read', interaction_id: interactionId, seq });
        }, AGENT_READ_DELAY_MS),
      );
    };
    this.readTimers.push(readTimers);
    socket.on('msg', (m: Msg) => {
      if (m.type === 'interaction.assigned') {
        const id = (m.interaction as { id: number }).id;
        if (!mine.includes(id)) {
          mine.push(id);
          this.assigned++;
          socket.emit('msg', { type: 'interaction.subscribe', interaction_id: id, after_seq: 0 });
        }
      } else if (m.type === 'message.created') {
        const message = m.message as { interaction_id: number; seq: number; author_type: string; client_id: string | null; body: string };
        // The agent follows its conversations: its own message comes back stored, in place of an ack.
        if (message.client_id && this.agentSends.delete(message.client_id) && this.measuring) this.counters.acked++;
        const latency = message.author_type === 'contact' ? sinceStamp(message.body, 'v:') : null;
        if (this.load.reads && message.author_type === 'contact') markRead(message.interaction_id, message.seq);
        if (latency !== null && this.measuring) {
          this.counters.visitorToAgent.push(latency);
          this.counters.visitorToAgentAt.push(wallClock());
          this.counters.delivered++;
        }
      } else if (m.type === 'message.ack') {
        if (this.agentSends.delete(m.client_id as string) && this.measuring) this.counters.acked++;
      } else if (m.type === 'error') {
        this.counters.errors++;
      }
    });
    this.sockets.push(socket);
    this.agents.push(socket);
    await connected(socket);
  }

  private async connectVisitor(c: BenchCompany) {
    const socket = io(`${this.load.url}/visitor`, { ...opts, auth: { v: VISITOR_PROTOCOL_VERSION, key: c.widgetKey, locale: 'mn' }, extraHeaders: { origin: c.origin } });
    socket.on('msg', (m: Msg) => {
      if (m.type === 'message.created') {
        const message = m.message as { seq: number; author: string; body: string };
        const latency = message.author === 'user' ? sinceStamp(message.body, 'a:') : null;
        if (this.load.reads && message.author === 'user') socket.emit('msg', { type: 'read', seq: message.seq });
        if (latency !== null && this.measuring) {
          this.counters.agentToVisitor.push(latency);
          this.counters.delivered++;
        }
      } else if (m.type === 'message.ack') {
        if (this.measuring) this.counters.acked++;
      } else if (m.type === 'error') {
        this.counters.errors++;
      }
    });
    this.sockets.push(socket);
    this.visitors.push(socket);
    await connected(socket);
  }

  /**
   * Every visitor's first message opens its conversation; routing then assigns it. New chats arrive
   * at `perSecond` (a contact centre does not get thousands in the same instant).
   */
  async openConversations(perSecond: number) {
    const every = 1000 / perSecond;
    const start = performance.now();
    for (const [i, v] of this.visitors.entries()) {
      const due = start + i * every - performance.now();
      if (due > 0) await new Promise((r) => setTimeout(r, due));
      v.emit('msg', { type: 'message.send', client_id: clientId(), body: 'Сайн байна уу' });
    }
  }

  /** Starts the steady load: each socket sends once per interval, at a random phase. */
  start() {
    const every = this.load.intervalMs;
    const schedule = (fn: () => void) => {
      const t = setTimeout(() => {
        fn();
        this.timers.push(setInterval(fn, every));
      }, Math.random() * every);
      this.timers.push(t);
    };
    const lead = Math.min(TYPING_LEAD_MS, every / 2);
    // With typing: the signal, then after `lead` the message (which ends the typing).
    const typed = (socket: Socket, typing: object, message: () => object) => {
      if (!this.load.typing) return void socket.emit('msg', message());
      socket.emit('msg', typing);
      setTimeout(() => {
        if (this.stopped) return;
        socket.emit('msg', message());
      }, lead);
    };
    for (const v of this.visitors) {
      schedule(() => typed(v, { type: 'typing', typing: true }, () => ({ type: 'message.send', client_id: clientId(), body: stamp('v:') })));
    }
    this.agents.forEach((a, i) => {
      let turn = 0;
      schedule(() => {
        const mine = this.agentConversations[i];
        if (mine.length === 0) return;
        const id = mine[turn++ % mine.length];
        typed(a, { type: 'typing', interaction_id: id, typing: true }, () => {
          const sent = clientId();
          this.agentSends.add(sent);
          return { type: 'message.send', interaction_id: id, client_id: sent, body: stamp('a:') };
        });
      });
    });
  }

  measure(on: boolean) {
    this.measuring = on;
  }

  stop() {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    for (const m of this.readTimers) for (const t of m.values()) clearTimeout(t);
    for (const s of this.sockets) s.disconnect();
  }
}
