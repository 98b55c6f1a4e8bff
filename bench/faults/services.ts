import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { reachable, stopped } from '../../scripts/cluster-lib.mjs';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (ok: () => Promise<boolean>, ms: number, what: string) => {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(100);
  }
};
const idOf = (flag: string) => Number(spawnSync('id', [flag, 'postgres']).stdout.toString().trim());

/**
 * A PostgreSQL cluster of the benchmark's own (initdb into a temporary folder, its own port), so a
 * fault can restart it without touching the machine's shared server. Run as `postgres` when this is
 * root (initdb refuses root).
 */
export function ownPostgres(port: number) {
  const bin = join('/usr/lib/postgresql', readdirSync('/usr/lib/postgresql').sort().at(-1)!, 'bin');
  const dir = mkdtempSync(join(tmpdir(), 'cc-faults-pg-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) chownSync(dir, idOf('-u'), idOf('-g'));
  const run = (tool: string, args: string[]) => {
    const [cmd, all] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
    const r = spawnSync(cmd, all, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (r.status !== 0) throw new Error(`${tool} ${args.join(' ')}: ${r.stderr}`);
  };
  const data = join(dir, 'data');
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=64MB`;
  const url = `postgres://postgres@127.0.0.1:${port}/contact_centre_faults`;
  return {
    url,
    async start() {
      run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
      run('pg_ctl', ['-D', data, '-o', opts, '-l', join(dir, 'log'), '-w', 'start']);
      await until(() => reachable(url), 20_000, 'PostgreSQL');
    },
    /** `pg_ctl restart -m fast`: every connection cut, back once it accepts again (without blocking this process). */
    async restart() {
      const args = ['-D', data, '-o', opts, '-l', join(dir, 'log'), '-m', 'fast', '-w', 'restart'];
      const tool = join(bin, 'pg_ctl');
      await promisify(execFile)(asRoot ? 'runuser' : tool, asRoot ? ['-u', 'postgres', '--', tool, ...args] : args);
    },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A redis-server of the benchmark's own (no persistence), which a fault can end and start again. */
export function ownRedis(port: number) {
  let child: ChildProcess | undefined;
  const url = `redis://127.0.0.1:${port}`;
  return {
    url,
    async start() {
      child = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      await until(() => reachable(url), 10_000, 'Redis');
    },
    /** Gone at once, as a crashed Redis is (SIGKILL). */
    async kill() {
      if (!child) return;
      child.kill('SIGKILL');
      await stopped(child);
      child = undefined;
    },
  };
}
