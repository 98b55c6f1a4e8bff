// Serves the PostgreSQL wire protocol from a PGlite instance to clients on MessagePorts, one port
// per client connection (node-postgres on the other side, as for a real PostgreSQL server).
//
// PGlite is one session. Connections take turns unit by unit (see pg-wire-units.mjs); while a
// transaction is open only its connection runs, as the locks of a real server would make the others
// wait. Plain JavaScript: the database thread starts without the TypeScript loader.
// Why this and not @electric-sql/pglite-socket: PGLITE-WIRE.md.
import { parsedName, scopeStatementName, takeUnits } from './pg-wire-units.mjs';

/**
 * Answers `connect(port, { urgent })`, which serves one client connection on `port`, and
 * `between(work)`, which runs `work()` on the engine in its turn between two units, never inside a
 * connection's transaction, and answers what it answers. An urgent connection's units go ahead of
 * the others' waiting units (but never into another connection's open transaction): the live
 * message writer's, so a customer's message does not queue behind read marks, typing look-ups and
 * page loads on the one engine.
 */
export function serveWire(db) {
  /** @type {({ conn: Conn, unit?: Uint8Array[], cleanup?: true } | { work: () => Promise<unknown> })[]} */
  let queue = [];
  let running = false;
  /** The connection whose transaction is open, if any. */
  let owner = null;
  let nextId = 1;

  class Conn {
    constructor(port, urgent) {
      this.id = nextId++;
      this.urgent = urgent;
      this.suffix = `@${this.id}`;
      this.port = port;
      this.buffer = new Uint8Array(0);
      this.started = false;
      this.closed = false;
      this.statements = new Set();
      port.on('message', (chunk) => this.receive(chunk));
      port.on('close', () => this.close());
    }

    receive(chunk) {
      if (this.closed) return;
      const bytes = new Uint8Array(chunk);
      const joined = this.buffer.byteLength ? concat([this.buffer, bytes]) : bytes;
      let taken;
      try {
        taken = takeUnits(joined, this.started);
      } catch (err) {
        this.port.postMessage({ error: String(err) });
        return this.close();
      }
      this.started = taken.started;
      this.buffer = taken.rest.byteLength ? taken.rest.slice() : new Uint8Array(0);
      for (const unit of taken.units) {
        if (unit.kind === 'ssl')
          this.port.postMessage(new Uint8Array([0x4e])); // 'N': no TLS on a thread
        else if (unit.kind === 'terminate') this.close();
        else if (unit.kind === 'messages') queue.push({ conn: this, unit: unit.messages.map((m) => this.scope(m)) });
      }
      void run();
    }

    /** Gives a named statement this connection's suffix, and remembers it to release on close. */
    scope(message) {
      const scoped = scopeStatementName(message, this.suffix);
      const name = parsedName(scoped);
      if (name) this.statements.add(name);
      return scoped;
    }

    close() {
      if (this.closed) return;
      this.closed = true;
      this.port.close();
      // What it still had queued is dropped; its clean-up takes its turn like a unit.
      queue = queue.filter((q) => q.conn !== this);
      queue.push({ conn: this, cleanup: true });
      void run();
    }

    async cleanup() {
      if (owner === this) {
        // A connection gone in the middle of its transaction: what it did is undone, as on a server.
        owner = null;
        if (db.isInTransaction()) await db.exec('rollback');
      }
      for (const name of this.statements) await db.exec(`deallocate "${name.replaceAll('"', '""')}"`).catch(() => {});
    }
  }

  function concat(parts) {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.byteLength;
    }
    return out;
  }

  async function run() {
    if (running) return;
    running = true;
    try {
      for (;;) {
        const i = owner
          ? queue.findIndex((q) => q.conn === owner)
          : Math.max(
              0,
              queue.findIndex((q) => q.unit && q.conn.urgent),
            );
        if (i < 0 || queue.length === 0) break;
        const [{ conn, unit, cleanup, work }] = queue.splice(i, 1);
        if (work) {
          await work();
          continue;
        }
        if (cleanup) {
          await conn.cleanup();
          continue;
        }
        const out = [];
        try {
          // The messages of a unit go in together: the engine reads them one by one, as a server would.
          await db.execProtocolRawStream(unit.length === 1 ? unit[0] : concat(unit), { onRawData: (data) => out.push(data.slice()) });
        } catch (err) {
          // Statement errors come back in the protocol; this is the engine itself failing.
          if (!conn.closed) conn.port.postMessage({ error: err instanceof Error ? err.message : JSON.stringify(err) });
          conn.close();
          continue;
        }
        owner = db.isInTransaction() ? conn : null;
        if (!conn.closed && out.length) {
          const reply = out.length === 1 ? out[0] : concat(out);
          conn.port.postMessage(reply, [reply.buffer]);
        }
        // Let ports deliver what arrived meanwhile, so other connections' units join the queue.
        if (queue.length === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      running = false;
    }
  }

  return {
    connect: (port, { urgent = false } = {}) => new Conn(port, urgent),
    /**
     * @template T
     * @param {() => Promise<T>} work
     * @returns {Promise<T>} settled as `work()` settles; its failure is the caller's, the queue goes on
     */
    between(work) {
      return new Promise((resolve, reject) => {
        queue.push({ work: () => Promise.resolve().then(work).then(resolve, reject) });
        void run();
      });
    },
  };
}
