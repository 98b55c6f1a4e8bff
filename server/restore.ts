import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { restoreDataDir } from './db/embedded-backup';

/** `npm run restore -- <file>`: puts a backup made by `npm run backup` in place as DATA_DIR's database. */
async function main() {
  const config = loadConfig(process.env, { persistSecret: false });
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: restore PostgreSQL with pg_restore or psql instead.');
  const arg = process.argv[2];
  if (!arg) throw new Error('Which backup? npm run restore -- <file made by npm run backup>');
  const file = resolve(arg);
  if (!existsSync(file)) throw new Error(`There is no file ${file}.`);
  try {
    const { keptAs } = await restoreDataDir(config.dataDir, file);
    console.log(`Restored ${file} into ${config.dataDir}.${keptAs ? `\nThe database it replaced is kept in ${keptAs} (delete it when you no longer need it).` : ''}`);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    throw new Error(
      `${err.message}\nA restore replaces the database under the server: stop the server (process ${err.holder.pid}) first, then run npm run restore again.`,
    );
  }
}

main().catch((err) => {
  console.error(`\n  ${String(err.message ?? err).replaceAll('\n', '\n  ')}\n`);
  process.exit(1);
});
