import { loadConfig } from './config';
import { openDb } from './db/client';
import { buildApp } from './app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isEmpty, seedDemo } from './seed/demo';
import { tuneHeapForLiveTraffic } from './lib/heap-tuning';

/** `npm start`: open (and migrate) the database, seed an empty one, serve on PORT. */
async function main() {
  tuneHeapForLiveTraffic();
  const config = loadConfig();
  const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp(config, handle);
  let seeded = false;
  if (config.seedDemo && (await isEmpty(handle.db))) {
    await seedDemo(handle.db);
    seeded = true;
  }
  await app.listen({ port: config.port, host: config.host });
  const base = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Contact centre is running: ${base}`,
    `  Database: ${handle.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}${seeded ? ' — demo data seeded' : ''}`,
    `  Sign in: ${base}${config.publicLoginUrl.startsWith('/') ? config.publicLoginUrl : ''}   API docs: ${base}/api/docs`,
  ];
  if (config.seedDemo) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.email.padEnd(22)} ${a.what}`);
  }
  console.log(lines.join('\n') + '\n');

  const stop = async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
