// How the embedded database is started, the same by the server's database thread and by the
// backup and restore commands (plain JavaScript: the database thread runs without the TypeScript loader).
import { PGlite } from '@electric-sql/pglite';

// wal_init_zero=off: a new 16 MB WAL segment is created empty instead of written with zeros first,
// which held every statement up each time the log crossed into the next segment (bench/RESULTS.md).
// PGlite runs without fsync already (-F), so zeroing bought no safety.
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'wal_init_zero=off'];
