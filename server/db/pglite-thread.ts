import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Duplex } from 'node:stream';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import pg from 'pg';

/**
 * PGlite's two engines (the server and initdb) compiled once per process and handed to every
 * database thread, which instantiates them instead of compiling its own copy. A server has one
 * thread and gains nothing; a process that starts and stops many (the server tests: one per test
 * app) no longer compiles 9 MB of WebAssembly each time, nor frees that machine code when the
 * thread ends. That churn of compiled code across threads is what crashes Node 24's V8 now and
 * then (`Check failed: jit_page_->allocations_.erase(addr) == 1`, nodejs/node#64500).
 */
let engines: Promise<{ pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module }> | undefined;
let threadsStarted = 0;
function compiledEngines() {
  const resolve = createRequire(import.meta.url).resolve;
  // The node-side type check has no DOM library, which declares WebAssembly's functions.
  const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }).WebAssembly;
  const compile = async (file: string) => wasm.compile(await readFile(resolve(`@electric-sql/pglite/${file}`)));
  const made =
    engines ?? Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]).then(([pgliteWasmModule, initdbWasmModule]) => ({ pgliteWasmModule, initdbWasmModule }));
  // A server starts one thread: nothing is kept here for it (its 9 MB of bytes would stay in this
  // heap for nothing). From a second thread on, the compiled engines are kept for every next one.
  if (++threadsStarted > 1) engines = made;
  return made;
}

/**
 * One client connection to the database thread: what node-postgres writes goes to the thread as
 * wire-protocol bytes, what the thread answers is read back. Stands where node-postgres would put
 * a TCP socket, so it answers the few socket calls it makes.
 */
class ThreadConnection extends Duplex {
  private port?: MessagePort;
  private outgoing: Buffer[] = [];

  constructor(private readonly open: (port: MessagePort) => void) {
    super();
  }

  connect() {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    port1.on('message', (data: Uint8Array | { error: string }) => {
      if (data instanceof Uint8Array) this.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
      else this.destroy(new Error(`embedded database: ${data.error}`));
    });
    // The thread gone or the connection closed there: node-postgres sees the socket close.
    port1.on('close', () => this.destroy());
    try {
      this.open(port2);
    } catch (err) {
      queueMicrotask(() => this.destroy(err as Error));
      return this;
    }
    queueMicrotask(() => this.emit('connect'));
    return this;
  }

  override _write(chunk: Buffer, _enc: BufferEncoding, done: (err?: Error | null) => void) {
    // node-postgres writes a query as several messages in one go: they cross to the thread as one.
    if (this.outgoing.push(chunk) === 1) process.nextTick(() => this.flush());
    done();
  }

  private flush() {
    // A copy into memory of its own (node-postgres may reuse its buffers; small Buffers share a pool),
    // so it can be handed to the thread instead of copied again.
    const bytes = new Uint8Array(this.outgoing.reduce((n, c) => n + c.byteLength, 0));
    let at = 0;
    for (const c of this.outgoing) {
      bytes.set(c, at);
      at += c.byteLength;
    }
    this.outgoing = [];
    this.port?.postMessage(bytes, [bytes.buffer]);
  }

  override _read() {}

  override _destroy(err: Error | null, done: (err: Error | null) => void) {
    this.port?.close();
    done(err);
  }

  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
  ref() {
    this.port?.ref();
    return this;
  }
  unref() {
    this.port?.unref();
    return this;
  }
}

export interface PgliteThread {
  pool: pg.Pool;
  /**
   * Connections whose statements go ahead of the others' waiting ones (pglite-wire.mjs): for the
   * live message writer, whose two batches in flight it holds.
   */
  urgentPool: pg.Pool;
  /** The database thread (for monitoring; `close` stops it). */
  worker: Worker;
  /**
   * A copy of the data folder into `to`, taken live in one turn of the engine (pglite-worker.mjs):
   * statements wait for `pausedMs`.
   */
  snapshot(to: string): Promise<{ pausedMs: number }>;
  close(): Promise<void>;
}

/**
 * Starts PGlite on a worker thread (`dataDir` on disk, or in memory when undefined) and answers a
 * node-postgres pool connected to it. Statements then run beside the event loop, never on it.
 * The engine runs one statement at a time whatever the pool's size; `connections` only lets several
 * requests queue there at once instead of in the pool; `urgentPool`'s go ahead of them. The thread
 * vacuums and analyzes every table every `maintenanceMs` (pglite-maintenance.mjs; 10 minutes unless
 * given).
 */
export async function startPgliteThread(
  dataDir: string | undefined,
  connections = 8,
  opts: { maintenanceMs?: number; loadDataDir?: string } = {},
): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, maintenanceMs: opts.maintenanceMs, loadDataDir: opts.loadDataDir, ...(await compiledEngines()) },
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', (m: { type: string }) => (m.type === 'ready' ? resolve() : reject(new Error(`embedded database: ${m.type}`))));
    worker.once('error', reject);
  });
  // A thread that dies closes its ports, which ends every connection, and refuses new ones: queries
  // fail, none waits for an answer that cannot come.
  let gone: Error | undefined;
  worker.on('error', (err) => console.error(`embedded database: the database thread failed (${err.message})`));
  worker.on('exit', (code) => (gone ??= new Error(`embedded database: the database thread has stopped (exit ${code})`)));
  const poolOf = (max: number, urgent: boolean) => {
    const open = (port: MessagePort) => {
      if (gone) throw gone;
      worker.postMessage({ type: 'connect', port, urgent }, [port]);
    };
    const made = new pg.Pool({
      max,
      // PGlite's one role and database (environment defaults like PGUSER must not apply).
      user: 'postgres',
      database: 'postgres',
      idleTimeoutMillis: 0,
      // Never used to reach a host: each connection is a ThreadConnection.
      stream: () => new ThreadConnection(open),
    });
    made.on('error', (err) => console.warn(`embedded database: connection closed (${err.message})`));
    return made;
  };
  const pool = poolOf(connections, false);
  const urgentPool = poolOf(2, true);
  let snapshots = 0;
  return {
    pool,
    urgentPool,
    worker,
    snapshot(to) {
      if (gone) return Promise.reject(gone);
      const id = ++snapshots;
      return new Promise((resolve, reject) => {
        const onMessage = (m: { type: string; id?: number; pausedMs?: number; error?: string }) => {
          if (m.id !== id) return;
          worker.off('message', onMessage);
          if (m.type === 'snapshot-done') resolve({ pausedMs: m.pausedMs! });
          else reject(new Error(`embedded database: the copy failed (${m.error})`));
        };
        worker.on('message', onMessage);
        worker.postMessage({ type: 'snapshot', id, to });
      });
    },
    async close() {
      await Promise.all([pool.end(), urgentPool.end()]);
      if (gone) return;
      const closed = new Promise<void>((resolve) => {
        worker.on('message', (m: { type: string }) => m.type === 'closed' && resolve());
        worker.once('exit', () => resolve());
      });
      worker.postMessage({ type: 'close' });
      await closed;
      await worker.terminate();
    },
  };
}
