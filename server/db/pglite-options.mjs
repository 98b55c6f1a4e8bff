// How the embedded database is started, the same by the server's database thread and by the
// backup and restore commands (plain JavaScript: the database thread runs without the TypeScript loader).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// wal_init_zero=off: a new 16 MB WAL segment is created empty instead of written with zeros first,
// which held every statement up each time the log crossed into the next segment (bench/RESULTS.md).
// PGlite runs without fsync already (-F), so zeroing bought no safety.
// shared_buffers=32MB (PostgreSQL's default is 128 MB): the embedded database is one company's demo or
// a small team's, whose hot pages fit; the default was ~160 MB more of an idle server's memory
// (bench/RESULTS.md, bench:memory). The files still sit in the operating system's page cache.
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'wal_init_zero=off', '-c', 'shared_buffers=32MB'];

// Extensions the migrations create (pg_trgm: the knowledge index's similarity for misspellings).
// PGlite has them only when loaded at start, so every PGlite.create passes these.
export const PGLITE_EXTENSIONS = { pg_trgm };
