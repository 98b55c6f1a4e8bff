import { resolve } from 'node:path';
import { loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { backupDataDir } from './db/embedded-backup';

/** `npm run backup -- [file]`: a consistent copy of the embedded database of DATA_DIR (a .tar.gz). */
async function main() {
  const config = loadConfig(process.env, { persistSecret: false });
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump instead.');
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
  const file = resolve(process.argv[2] ?? `contact-centre-${stamp}.tar.gz`);
  try {
    const { bytes } = await backupDataDir(config.dataDir, file);
    console.log(`Backed up the database of ${config.dataDir} to ${file} (${(bytes / 1e6).toFixed(1)} MB).`);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    // The engine takes one process at a time: a copy of files a running server is writing would not be consistent.
    throw new Error(
      `${err.message}\nA backup needs the database to itself: stop the server (process ${err.holder.pid}), run npm run backup again, then start the server.`,
    );
  }
}

main().catch((err) => {
  console.error(`\n  ${String(err.message ?? err).replaceAll('\n', '\n  ')}\n`);
  process.exit(1);
});
