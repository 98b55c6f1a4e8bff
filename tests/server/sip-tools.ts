import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { kamailioInstalled } from '../../server/telephony/launcher';

export const SIP_SCENARIOS = join(import.meta.dirname, '..', 'sip');
/**
 * The ports of this suite (issue 26): Kamailio SIP 15060, WebSocket/RPC 18088, evapi 18448; SIPp 15061–15099.
 * The routing answer may take 3 s here: a cold server on a shared, loaded machine misses 1 s.
 */
export const SIP_PORT = 15060;
export const SIP_ENV = { SIP_PORT: '15060', SIP_WS_PORT: '18088', SIP_EVAPI_PORT: '18448', SIP_QUEUE_POLL_S: '1', SIP_HOOK_TIMEOUT_S: '3' };
export const sipToolsInstalled = kamailioInstalled() && kamailioInstalled('sipp');

export interface SippRun {
  child: ChildProcess;
  done: Promise<{ code: number | null; out: string }>;
  stop(): Promise<void>;
}

const running = new Set<SippRun>();
/** Stops every SIPp this file started that still runs (a failed test's caller, say). */
export async function stopAllSipp() {
  await Promise.all([...running].map((r) => r.stop()));
}

/** SIPp with a scenario of tests/sip against the suite's Kamailio, from its own local port (and address: any 127.x). */
export function sipp(scenario: string, localPort: number, args: string[] = [], from = '127.0.0.1'): SippRun {
  const child = spawn(
    'sipp',
    ['-sf', join(SIP_SCENARIOS, scenario), `127.0.0.1:${SIP_PORT}`, '-i', from, '-p', String(localPort), '-nostdin', '-nd', '-timeout', '30s', ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const done = new Promise<{ code: number | null; out: string }>((resolve) => child.once('exit', (code) => resolve({ code, out })));
  const run: SippRun = {
    child,
    done,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await done;
    },
  };
  running.add(run);
  void done.then(() => running.delete(run));
  return run;
}

/** A phone's registration with digest credentials: resolves with SIPp's exit code (0: every step as the scenario expects). */
export async function register(user: string, password: string, contactPort: number, localPort: number, outcome: 'ok' | 'refused' | 'wrong' = 'ok') {
  const run = sipp(outcome === 'ok' ? 'register.xml' : `register-${outcome}.xml`, localPort, [
    '-m',
    '1',
    '-key',
    'user',
    user,
    '-key',
    'cport',
    String(contactPort),
    '-key',
    'expires',
    '3600',
    '-au',
    user,
    '-ap',
    password,
  ]);
  return run.done;
}
