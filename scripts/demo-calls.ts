// `npm run demo:calls`: real calls to Demo LLC's line while `npm start` runs (with Kamailio), so a
// newcomer sees calls on the wall screen (/monitoring) and can answer one in the browser as
// agent@demo.mn. The demo's manager gets an extension and an auto-answering SIPp phone; callers
// arrive every CALL_EVERY_S seconds (some wait in the queue while both are busy, every fourth hangs
// up before an answer). Ctrl+C stops it. PORT and SIP_PORT as given to `npm start`.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const base = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const sipPort = process.env.SIP_PORT ?? '5060';
const every = Number(process.env.CALL_EVERY_S ?? 8) * 1000;
const LINE = process.env.DEMO_LINE ?? '70001234';
const scenarios = join(import.meta.dirname, '..', 'tests', 'sip');
const children = new Set<ChildProcess>();

async function signIn(email: string) {
  const res = await fetch(`${base}/pub/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed (${res.status}): is \`npm start\` running with the demo data?`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return (method: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: { cookie, origin: base, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

function sipp(args: string[]) {
  const child = spawn('sipp', [`127.0.0.1:${sipPort}`, '-i', '127.0.0.1', '-nostdin', '-nd', ...args], { stdio: 'ignore' });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

const admin = await signIn('admin@demo.mn');
const config = (await (await admin('GET', '/api/calls/config')).json()) as { enabled: boolean };
if (!config.enabled) throw new Error('Calls are off on the server (no Kamailio): see README › Calls.');
await admin('POST', '/api/call-lines', { number: LINE, name: 'Demo' });
const people = (await (await admin('GET', '/api/users?size=100')).json()) as { items: { id: number; email: string }[] };
const idOf = (email: string) => people.items.find((u) => u.email === email)!.id;
await admin('PUT', `/api/users/${idOf('agent@demo.mn')}/call-access`, { extension: '101', line: LINE });
await admin('PUT', `/api/users/${idOf('manager@demo.mn')}/call-access`, { extension: '102', line: LINE });

// The manager's desk phone: SIPp answering every call it is offered, registered with its credentials.
const manager = await signIn('manager@demo.mn');
const cred = (await (await manager('POST', '/api/calls/credentials')).json()) as { sip_user: string; password: string };
sipp(['-sf', join(scenarios, 'agent-uas.xml'), '-p', '15162']);
const reg = sipp([
  '-sf',
  join(scenarios, 'register.xml'),
  '-p',
  '15171',
  '-m',
  '1',
  '-key',
  'user',
  cred.sip_user,
  '-key',
  'cport',
  '15162',
  '-key',
  'expires',
  '3600',
  '-au',
  cred.sip_user,
  '-ap',
  cred.password,
]);
await new Promise((r) => reg.once('exit', r));
console.log(`Calling ${LINE} every ${every / 1000} s. Open ${base}/monitoring, or sign in as agent@demo.mn to answer one. Ctrl+C stops.`);

let n = 0;
const timer = setInterval(() => {
  n++;
  const caller = `99${String(100000 + ((n * 7919) % 900000))}`;
  const port = String(15200 + (n % 100));
  if (n % 4 === 0) sipp(['-sf', join(scenarios, 'caller-hangs-up.xml'), '-p', port, '-s', LINE, '-key', 'user', caller, '-m', '1', '-timeout', '60s']);
  else
    sipp(['-sf', join(scenarios, 'caller.xml'), '-p', port, '-s', LINE, '-key', 'user', caller, '-m', '1', '-d', String(15_000 + (n % 3) * 10_000), '-timeout', '120s']);
}, every);
process.once('SIGINT', () => {
  clearInterval(timer);
  for (const c of children) c.kill();
  process.exit(0);
});
