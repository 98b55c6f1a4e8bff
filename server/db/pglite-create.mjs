// Makes a new embedded database in the folder given as the argument (initdb), then exits. Run as a
// process of its own by client.ts on a folder without one: making a database takes the engine's
// WebAssembly memory to ~900 MB, memory that is never given back while the process lives, where
// the server's own engine, opening the files made here, holds about a third of that.
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS, PGLITE_START_PARAMS } from './pglite-options.mjs';

const db = await PGlite.create({ dataDir: process.argv[2], startParams: PGLITE_START_PARAMS, extensions: PGLITE_EXTENSIONS });
await db.close();
