// The embedded database on its own thread, so that running a statement never holds up the
// server's sockets (see pglite-wire.mjs for what it speaks). Plain JavaScript: worker threads start
// without the TypeScript loader.
import { cpSync, readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { serveWire } from './pglite-wire.mjs';
import { maintainEvery } from './pglite-maintenance.mjs';
import { PGLITE_EXTENSIONS, PGLITE_START_PARAMS } from './pglite-options.mjs';

// `loadDataDir`: a dumped data folder (PGlite's tarball) to start from instead of an empty
// cluster: the tests' migrated template, which opens in about 0.3 s where initdb takes 2 s or more.
const loadDataDir = workerData.loadDataDir ? new Blob([readFileSync(workerData.loadDataDir)]) : undefined;
// The engines come compiled from the process's main thread (pglite-thread.ts): instantiated here, not compiled again.
const db = await PGlite.create({
  dataDir: workerData.dataDir ?? undefined,
  loadDataDir,
  startParams: PGLITE_START_PARAMS,
  extensions: PGLITE_EXTENSIONS,
  pgliteWasmModule: workerData.pgliteWasmModule,
  initdbWasmModule: workerData.initdbWasmModule,
});
const wire = serveWire(db);
const stopMaintenance = maintainEvery(wire, db, { everyMs: workerData.maintenanceMs ?? undefined });

parentPort.on('message', async (msg) => {
  if (msg.type === 'connect') wire.connect(msg.port, { urgent: msg.urgent === true });
  if (msg.type === 'snapshot') {
    // An online backup (online-backup.ts): in one turn of the engine, between two units and never
    // inside a transaction, a CHECKPOINT writes every change to the files, which are then copied
    // as they are. Nothing else writes them meanwhile (the engine runs no background process), so
    // the copy is the database as some commit left it; the slower packing is done from the copy.
    try {
      const pausedMs = await wire.between(async () => {
        const began = performance.now();
        await db.exec('CHECKPOINT');
        cpSync(workerData.dataDir, msg.to, { recursive: true });
        return performance.now() - began;
      });
      parentPort.postMessage({ type: 'snapshot-done', id: msg.id, pausedMs });
    } catch (err) {
      parentPort.postMessage({ type: 'snapshot-failed', id: msg.id, error: err instanceof Error ? err.message : String(err) });
    }
  }
  if (msg.type === 'close') {
    // A vacuum under way finishes first.
    await stopMaintenance();
    await db.close();
    parentPort.postMessage({ type: 'closed' });
  }
});
parentPort.postMessage({ type: 'ready' });
