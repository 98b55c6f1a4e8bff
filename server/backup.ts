import { resolve } from 'node:path';
import { loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { backupDataDir } from './db/embedded-backup';
import { backUpRunningServer } from './db/online-backup';

/**
 * `npm run backup -- [file]`: a consistent copy of the embedded database of DATA_DIR (a .tar.gz).
 * With the server stopped this process makes it; while a server runs, the server does
 * (online-backup.ts), pausing its statements for the moment the files are read.
 */
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
    // The engine takes one process at a time: a running server copies its own database.
    const online = err.holder.purpose === 'server' ? await backUpRunningServer(config.dataDir, file) : undefined;
    if (online) {
      console.log(
        `Backed up the database of ${config.dataDir} to ${file} (${(online.bytes / 1e6).toFixed(1)} MB), by the running server (process ${err.holder.pid}), ` +
          `which held its statements for ${Math.round(online.pausedMs)} ms.`,
      );
      return;
    }
    throw new Error(
      `${err.message}\nThat process does not take backups while it runs: stop it (process ${err.holder.pid}), run npm run backup again, then start the server.`,
    );
  }
}

main().catch((err) => {
  console.error(`\n  ${String(err.message ?? err).replaceAll('\n', '\n  ')}\n`);
  process.exit(1);
});
