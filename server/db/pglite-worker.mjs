// The embedded database on its own thread, so that running a statement never holds up the
// server's sockets (see pglite-wire.mjs for what it speaks). Plain JavaScript: worker threads start
// without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { serveWire } from './pglite-wire.mjs';
import { maintainEvery } from './pglite-maintenance.mjs';

// wal_init_zero=off: a new 16 MB WAL segment is created empty instead of written with zeros first,
// which held every statement for about 60 ms each time the log crossed into the next segment
// (every ~20 s at the chat benchmark's load). PGlite runs without fsync already (-F), so zeroing
// bought no safety.
const startParams = [...PGlite.defaultStartParams, '-c', 'wal_init_zero=off'];
const db = await PGlite.create({ dataDir: workerData.dataDir ?? undefined, startParams });
const wire = serveWire(db);
const stopMaintenance = maintainEvery(wire, db, { everyMs: workerData.maintenanceMs ?? undefined });

parentPort.on('message', async (msg) => {
  if (msg.type === 'connect') wire.connect(msg.port, { urgent: msg.urgent === true });
  if (msg.type === 'close') {
    // A vacuum under way finishes first.
    await stopMaintenance();
    await db.close();
    parentPort.postMessage({ type: 'closed' });
  }
});
parentPort.postMessage({ type: 'ready' });
