// The embedded database on its own thread, so that running a statement never holds up the
// server's sockets (see pglite-wire.mjs for what it speaks). Plain JavaScript: worker threads start
// without the TypeScript loader.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { serveWire } from './pglite-wire.mjs';
import { maintainEvery } from './pglite-maintenance.mjs';
import { PGLITE_START_PARAMS } from './pglite-options.mjs';

// `loadDataDir`: a dumped data folder (PGlite's tarball) to start from instead of an empty
// cluster: the tests' migrated template, which opens in about 0.3 s where initdb takes 2 s or more.
const loadDataDir = workerData.loadDataDir ? new Blob([readFileSync(workerData.loadDataDir)]) : undefined;
const db = await PGlite.create({ dataDir: workerData.dataDir ?? undefined, loadDataDir, startParams: PGLITE_START_PARAMS });
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
