import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDir } from './client';
import { lockDataDir } from './data-dir-lock';
import { PGLITE_EXTENSIONS, PGLITE_START_PARAMS } from './pglite-options.mjs';

/**
 * Backup and restore of the embedded database (`npm run backup`, `npm run restore`). Each holds the
 * data folder's lock while it works, so it never reads or replaces files a running server is
 * writing: a backup is the engine's own copy of a database nobody else has open, made after a
 * checkpoint, and so consistent; a restore refuses while a server runs.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<{ bytes: number }> {
  const lock = lockDataDir(dataDir, 'backup');
  try {
    if (!existsSync(`${pgliteDir(dataDir)}/PG_VERSION`)) throw new Error(`There is no embedded database in ${dataDir} to back up.`);
    return await packDatabase(pgliteDir(dataDir), file);
  } finally {
    lock.release();
  }
}

/**
 * Has PGlite pack a database folder nobody else has open (after a checkpoint) into `file`, a
 * .tar.gz that `restoreDataDir` takes: the stopped server's folder, or a running server's copy.
 */
export async function packDatabase(folder: string, file: string): Promise<{ bytes: number }> {
  const db = await PGlite.create({ dataDir: folder, startParams: PGLITE_START_PARAMS, extensions: PGLITE_EXTENSIONS });
  let bytes: Buffer;
  try {
    await db.exec('checkpoint');
    bytes = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await db.close();
  }
  // Written whole under another name first: an interrupted backup never looks like a finished one.
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.partial`, bytes, { mode: 0o600 });
  renameSync(`${file}.partial`, file);
  return { bytes: bytes.byteLength };
}

/**
 * Replaces the folder's database with the backup in `file`. The backup is unpacked and opened
 * beside the current database first; only a copy that opens takes its place, and the database it
 * replaces is kept (renamed) in the folder, never deleted.
 */
export async function restoreDataDir(dataDir: string, file: string): Promise<{ keptAs?: string }> {
  const lock = lockDataDir(dataDir, 'restore');
  try {
    const target = pgliteDir(dataDir);
    const staging = `${target}.restoring`;
    rmSync(staging, { recursive: true, force: true });
    const db = await PGlite.create({ dataDir: staging, loadDataDir: new Blob([readFileSync(file)]), startParams: PGLITE_START_PARAMS, extensions: PGLITE_EXTENSIONS });
    try {
      await db.query('select 1');
    } finally {
      await db.close();
    }
    let keptAs: string | undefined;
    if (existsSync(target)) {
      keptAs = `${target}.before-restore-${new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '')}`;
      renameSync(target, keptAs);
    }
    renameSync(staging, target);
    return { keptAs };
  } finally {
    lock.release();
  }
}
