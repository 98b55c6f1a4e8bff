import { loadConfig, persistedSecret } from './config';
import { EmbeddedDbOpenError, openDb } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { listenEarly } from './lib/early-listener';
import { serveBackups } from './db/online-backup';
import { buildApp } from './app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isEmpty, seedDemo } from './seed/demo';
import { startDemoActivity } from './seed/demo-activity';
import { collectStartupGarbage, tuneHeapForLiveTraffic } from './lib/heap-tuning';
import { startCallServer } from './telephony/start';

/**
 * `npm start`: hold the port, then the data folder's lock, and only then open (and migrate) the
 * database, seed an empty one and serve. A second server on the same port or folder stops before
 * the database is opened (two engines on one folder lose writes and can damage it).
 */
async function main() {
  tuneHeapForLiveTraffic();
  const config = loadConfig(process.env, { persistSecret: false });
  const listener = await listenEarly(config.port, config.host).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'EADDRINUSE' && err.code !== 'EACCES') throw err;
    throw new StartRefused(
      `Cannot listen on ${config.host}:${config.port} (${err.code}): is another server running on it? Set PORT to start on another port. Nothing in ${config.dataDir} was opened.`,
    );
  });
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir, 'server');
  config.sessionSecret ||= persistedSecret(config.dataDir);
  const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, lock });
  const app = await buildApp(config, handle, { serverFactory: listener.serverFactory });
  await app.ready();
  let seeded = false;
  if (config.seedDemo && (await isEmpty(handle.db))) {
    await seedDemo(handle.db, {
      ...(config.demoHistory ? { historyTimeZone: config.companyTimeZone } : {}),
      ownOrigin: `http://127.0.0.1:${config.port}`,
      demoBot: config.demoBot,
    });
    seeded = true;
  }
  listener.open();
  // `npm run backup` asks this process for a copy of the embedded database (online-backup.ts).
  const backups = handle.snapshot
    ? await serveBackups(config.dataDir, handle.snapshot, app.log).catch((err: Error) => {
        app.log.warn({ err }, 'the online backup socket did not start: npm run backup needs the server stopped');
        return undefined;
      })
    : undefined;
  // From the moment it answers, a stop signal stops it cleanly: one that comes while the rest
  // starts (the call server, below) is kept and acted on once it has.
  const stopping: { now?: () => Promise<void>; asked: boolean } = { asked: false };
  const onSignal = () => void (stopping.now ? stopping.now() : (stopping.asked = true));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const stopActivity = config.seedDemo && config.demoActivity ? startDemoActivity(app) : () => {};
  const calls = await startCallServer(app, config.port);
  const base = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Contact centre is running: ${base}`,
    `  Database: ${handle.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}${seeded ? ' — demo data seeded' : ''}`,
    `  ${calls.line}`,
    `  Payments: ${config.qpay.baseUrl ? `QPay at ${config.qpay.baseUrl}` : 'local QPay fake in this process (QPAY_BASE_URL unset): an invoice\'s QR screen has a demo "pay" link'}`,
    `  Sign in: ${base}${config.publicLoginUrl.startsWith('/') ? config.publicLoginUrl : ''}   API docs: ${base}/api/docs`,
  ];
  if (config.seedDemo) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.email.padEnd(22)} ${a.what}`);
  }
  console.log(lines.join('\n') + '\n');
  // Started: give back what start-up grew (an idle server's memory, heap-tuning.ts).
  collectStartupGarbage();

  const stop = async () => {
    stopActivity();
    await app.close();
    await calls.stop();
    // Built on a server it did not start, Fastify leaves closing it to its owner.
    await listener.close();
    await backups?.close();
    await handle.close();
    process.exit(0);
  };
  stopping.now = stop;
  if (stopping.asked) await stop();
}

/** A start refused for a reason the operator can act on: said in words, without a stack. */
class StartRefused extends Error {}

main().catch((err) => {
  const known = err instanceof StartRefused || err instanceof DataDirLockedError || err instanceof EmbeddedDbOpenError;
  console.error(known ? `\n  ${err.message.replaceAll('\n', '\n  ')}\n` : err);
  process.exit(1);
});
