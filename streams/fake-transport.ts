// Why: a transport a test drives step by step (tldraw TestSocketPair style): nothing arrives until the test calls flush().
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { ClientMessageSchema, ServerMessageSchema, type ClientMessage, type ServerMessage } from '../contracts/socket/protocol';
import type { RealtimeTransport, TransportStatus } from './transport';

type Pending = { kind: 'message'; msg: ServerMessage } | { kind: 'status'; status: TransportStatus };

/**
 * receive() and setStatus() queue; flush() delivers the queue in order. Both directions are checked
 * against the protocol schemas, so a test cannot feed the client what the real transport would drop
 * or record a message the server would reject.
 */
export class FakeTransport implements RealtimeTransport {
  /** Everything the client sent, oldest first (recorded at once; the server side is not simulated). */
  readonly sent: ClientMessage[] = [];
  connectCalls = 0;
  disconnectCalls = 0;

  private readonly queue: Pending[] = [];
  private readonly messages = new Subject<ServerMessage>();
  private readonly status: BehaviorSubject<TransportStatus>;

  readonly messages$: Observable<ServerMessage>;
  readonly status$: Observable<TransportStatus>;

  constructor(initialStatus: TransportStatus = 'disconnected') {
    this.status = new BehaviorSubject(initialStatus);
    this.messages$ = this.messages.asObservable();
    this.status$ = this.status.asObservable();
  }

  connect(): void {
    this.connectCalls += 1;
  }

  disconnect(): void {
    this.disconnectCalls += 1;
  }

  send(msg: ClientMessage): void {
    this.sent.push(ClientMessageSchema.parse(msg));
  }

  /** Queues a message from the server; subscribers see it on the next flush(). */
  receive(msg: ServerMessage): this {
    this.queue.push({ kind: 'message', msg: ServerMessageSchema.parse(msg) });
    return this;
  }

  /** Queues a status change; subscribers see it on the next flush(). */
  setStatus(status: TransportStatus): this {
    this.queue.push({ kind: 'status', status });
    return this;
  }

  /** How many queued items the next flush() would deliver. */
  get pending(): number {
    return this.queue.length;
  }

  /** The last status delivered (not the last queued). */
  get currentStatus(): TransportStatus {
    return this.status.value;
  }

  /**
   * Delivers everything queued, in order, including what subscribers queue while it runs.
   * Returns how many items were delivered.
   */
  flush(): number {
    let delivered = 0;
    for (let next = this.queue.shift(); next; next = this.queue.shift()) {
      if (next.kind === 'message') this.messages.next(next.msg);
      else this.status.next(next.status);
      delivered += 1;
    }
    return delivered;
  }
}
