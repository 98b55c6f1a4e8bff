import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import type { TelephonySettings } from './settings';

export const KAMAILIO_TEMPLATE = join(import.meta.dirname, 'kamailio', 'kamailio.cfg');

/** The shipped configuration with this server's addresses filled in. */
export function renderKamailioConfig(s: TelephonySettings, hookUrl: string, logPrefix = 'kamailio'): string {
  const values: Record<string, string> = {
    SIP_HOST: s.host,
    SIP_PORT: String(s.sipPort),
    WS_PORT: String(s.wsPort),
    EVAPI_PORT: String(s.evapiPort),
    HOOK_URL: hookUrl,
    HOOK_KEY: s.hookKey,
    REALM: s.realm,
    TRUNK_NETS: s.trunkNets,
    QUEUE_POLL: String(s.queuePollS),
    HOOK_TIMEOUT: String(Math.round(s.hookTimeoutS)),
    CALL_TIMEOUT: String(s.callTimeoutS),
    RUN_DIR: s.runDir,
    LOG_PREFIX: logPrefix,
  };
  return readFileSync(KAMAILIO_TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, k: string) => {
    if (!(k in values)) throw new Error(`kamailio.cfg: unknown value {{${k}}}`);
    return values[k];
  });
}

/** Where Debian's kamailio package keeps the text-database table headers (SIP_DBTEXT_SCHEMA elsewhere). */
const DBTEXT_SCHEMA = process.env.SIP_DBTEXT_SCHEMA ?? '/usr/share/kamailio/dbtext/kamailio';
const KEPT_TABLES = ['dialog', 'dialog_vars', 'location', 'location_attrs'];

/**
 * The text tables Kamailio keeps live calls and registrations in across its restarts
 * (kamailio.cfg): created once from the package's headers, then left as Kamailio wrote them.
 */
export function prepareDbText(runDir: string, schemaDir = DBTEXT_SCHEMA): string {
  const dir = join(runDir, 'dbtext');
  mkdirSync(dir, { recursive: true });
  const versions = readFileSync(join(schemaDir, 'version'), 'utf8').split('\n');
  const header = versions[0];
  const kept = versions.filter((l) => KEPT_TABLES.some((t) => l.startsWith(`0:${t}:`)));
  if (kept.length !== KEPT_TABLES.length) throw new Error(`${schemaDir}/version lacks one of ${KEPT_TABLES.join(', ')}`);
  writeFileSync(join(dir, 'version'), [header, ...kept, ''].join('\n'));
  for (const t of KEPT_TABLES) if (!existsSync(join(dir, t))) copyFileSync(join(schemaDir, t), join(dir, t));
  return dir;
}

/** Whether the Kamailio binary can be run here. */
export function kamailioInstalled(bin = 'kamailio'): boolean {
  const r = spawnSync(bin, ['-v'], { stdio: 'ignore' });
  return !r.error;
}

export function portOpen(host: string, port: number, ms = 300): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createConnection({ host, port });
    const done = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(ms, () => done(false));
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
  });
}

/** Asks Kamailio to write its db_text tables to disk now (best effort: a second at most). */
async function dumpTables(rpcUrl: string): Promise<void> {
  try {
    await fetch(rpcUrl, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', method: 'db_text.dump', id: 1 }),
      signal: AbortSignal.timeout(1000),
    });
  } catch {
    // Not answering: the clean shutdown below still writes the tables.
  }
}

export interface RunningKamailio {
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts Kamailio in the foreground as our child with the rendered configuration, and resolves
 * once its evapi and WebSocket ports accept connections (or rejects with its last log lines).
 */
export async function startKamailio(s: TelephonySettings, hookUrl: string, log: (line: string) => void = () => {}): Promise<RunningKamailio> {
  mkdirSync(s.runDir, { recursive: true });
  const cfg = join(s.runDir, 'kamailio.cfg');
  prepareDbText(s.runDir);
  writeFileSync(cfg, renderKamailioConfig(s, hookUrl), { mode: 0o600 });
  const check = spawnSync(s.kamailioBin, ['-c', '-f', cfg], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`kamailio.cfg does not load: ${(check.stderr || '').split('\n').slice(-6).join('\n')}`);
  const child = spawn(s.kamailioBin, ['-f', cfg, '-DD', '-E', '-m', '64', '-M', '16', '-P', join(s.runDir, 'kamailio.pid')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const keep = (d: Buffer) => {
    for (const line of d.toString().split('\n').filter(Boolean)) {
      tail.push(line);
      if (tail.length > 20) tail.shift();
      log(line);
    }
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  child.once('exit', () => (exited = true));
  // db_text keeps usrloc and dialog tables in memory and writes them only at a clean shutdown, so a
  // Kamailio killed before it finished (a loaded machine) would forget every registered phone. Ask it
  // to write them first (db_text.dump), then stop it, with time enough to exit cleanly.
  const stop = async () => {
    if (exited) return;
    await dumpTables(`http://${s.host}:${s.wsPort}/RPC`);
    await new Promise<void>((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  };
  const end = Date.now() + 10_000;
  while (!(await portOpen(s.host, s.evapiPort)) || !(await portOpen(s.host, s.wsPort))) {
    if (exited || Date.now() > end) {
      await stop();
      throw new Error(`kamailio did not start:\n${tail.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { process: child, stop };
}
