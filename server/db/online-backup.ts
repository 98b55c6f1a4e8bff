import { createServer, request } from 'node:http';
import { chmodSync, existsSync, readdirSync, rmSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { packDatabase } from './embedded-backup';

/**
 * A running server takes a copy of its own embedded database when `npm run backup` asks it
 * (backup.ts): only the process that has the engine open can copy its files consistently. In one
 * turn of the engine it checkpoints and copies the files within the data folder (all statements
 * wait that long, nothing else); the asking process then packs the copy with PGlite, as it would
 * a stopped server's folder, and removes it. The ask comes over a Unix socket in the data folder
 * that only the folder's owner (and root) can open: no port, no secret to keep.
 */
export const BACKUP_SOCKET = 'backup.sock';
/** The copies a running server makes, within the data folder (the same disk, so copied fast). */
export const SNAPSHOT_PREFIX = 'backup-copy-';

type Snapshot = (to: string) => Promise<{ pausedMs: number }>;

/**
 * Listens on the data folder's backup socket (the caller holds the folder's lock, so a socket file
 * or copy left there is a dead process's). One copy at a time; a second ask waits for the first.
 */
export async function serveBackups(dataDir: string, snapshot: Snapshot, log: { info(o: object, m: string): void }): Promise<{ close(): Promise<void> }> {
  const path = join(dataDir, BACKUP_SOCKET);
  if (existsSync(path)) unlinkSync(path);
  for (const name of readdirSync(dataDir)) if (name.startsWith(SNAPSHOT_PREFIX)) rmSync(join(dataDir, name), { recursive: true, force: true });
  let queue: Promise<unknown> = Promise.resolve();
  const copy = async () => {
    const to = join(dataDir, `${SNAPSHOT_PREFIX}${randomBytes(6).toString('hex')}`);
    const { pausedMs } = await snapshot(to);
    log.info({ pausedMs: Math.round(pausedMs) }, 'online backup: the database was copied');
    return { copy: to, pausedMs };
  };
  const server = createServer((req, res) => {
    const answer = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method !== 'POST' || req.url !== '/copy') return answer(404, { error: 'POST /copy' });
    req.resume();
    const run = queue.then(copy);
    queue = run.catch(() => {});
    run.then(
      (done) => answer(200, done),
      (err: unknown) => answer(500, { error: err instanceof Error ? err.message : String(err) }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Asks the server holding `dataDir` for a copy of its database and packs it into `file`.
 * Undefined when no server listens on the folder's backup socket.
 */
export async function backUpRunningServer(dataDir: string, file: string): Promise<{ bytes: number; pausedMs: number } | undefined> {
  const asked = await askForCopy(join(dataDir, BACKUP_SOCKET));
  if (!asked) return undefined;
  try {
    const { bytes } = await packDatabase(asked.copy, file);
    return { bytes, pausedMs: asked.pausedMs };
  } finally {
    rmSync(asked.copy, { recursive: true, force: true });
  }
}

function askForCopy(socketPath: string): Promise<{ copy: string; pausedMs: number } | undefined> {
  if (!existsSync(socketPath)) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: '/copy', method: 'POST' }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        const body = JSON.parse(text || '{}') as { copy: string; pausedMs: number; error?: string };
        if (res.statusCode === 200) resolve(body);
        else reject(new Error(`The running server could not copy its database: ${body.error ?? res.statusCode}`));
      });
    });
    // A socket file left by a server that was killed: nobody answers.
    req.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNREFUSED' || err.code === 'ENOENT' ? resolve(undefined) : reject(err)));
    req.end();
  });
}
