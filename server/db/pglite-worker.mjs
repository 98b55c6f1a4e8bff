// The embedded database on its own thread, so that running a statement never holds up the
// server's sockets (see pglite-wire.mjs for what it speaks). Plain JavaScript: worker threads start
// without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { serveWire } from './pglite-wire.mjs';

const db = await PGlite.create(workerData.dataDir ?? undefined);
const wire = serveWire(db);

parentPort.on('message', async (msg) => {
  if (msg.type === 'connect') wire.connect(msg.port);
  if (msg.type === 'close') {
    await db.close();
    parentPort.postMessage({ type: 'closed' });
  }
});
parentPort.postMessage({ type: 'ready' });
