// bench/ingest/mailbox: the first connect of an e-mail channel to a REAL Dovecot mailbox that already
// holds MAILS mails (delivered by dovecot-lda, tests/server/mail-servers.ts), against the real server
// (PGlite in memory, one process). Prints the import's progress as the admin's socket receives it
// (`email.import`, n of N), then the import's total time and mails per second, and checks that every
// mail became exactly one message. Not a pass/fail test. Goal (issue 24): 1,000 mails imported on
// first connect with progress shown.
//   npx tsx bench/ingest/mailbox.ts   (MAILS=1000 IMAP_PORT=27241 SMTP_PORT=27242)
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { and, count, eq } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { AGENT_NAMESPACE, PROTOCOL_VERSION, SESSION_COOKIE, SOCKET_EVENT, type ServerMessage } from '../../contracts';
import { buildApp } from '../../server/app';
import { createEmailChannel } from '../../server/channels/email/channel-store';
import { loadConfig } from '../../server/config';
import { openDb } from '../../server/db/client';
import { interactions, messages } from '../../server/db/schema';
import { createSession } from '../../server/domain/auth/sessions';
import { createCompanyWithOwner } from '../../server/domain/companies/create-company';
import { startMailServers } from '../../tests/server/mail-servers';

const MAILS = Number(process.env.MAILS ?? 1000);
const IMAP_PORT = Number(process.env.IMAP_PORT ?? 27241);
const SMTP_PORT = Number(process.env.SMTP_PORT ?? 27242);
const BOX = { user: 'bench@example.test', password: randomBytes(8).toString('hex') };

const mail = await startMailServers([BOX], IMAP_PORT, SMTP_PORT);
const filled = performance.now();
// Delivered through dovecot-lda a few at a time: the mailbox is filled before the channel exists.
for (let i = 0; i < MAILS; i += 8) {
  await Promise.all(
    Array.from({ length: Math.min(8, MAILS - i) }, (_, k) => {
      const n = i + k + 1;
      const raw = [
        `From: Customer ${n} <customer${n}@bench.test>`,
        `To: ${BOX.user}`,
        `Subject: Order question ${n}`,
        `Message-ID: <bench-${n}@bench.test>`,
        `Date: ${new Date(Date.now() - (MAILS - n) * 60_000).toUTCString()}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        `Сайн байна уу, миний ${n}-р захиалга хаана явна?`,
        '',
        '-- ',
        `Customer ${n}`,
      ].join('\r\n');
      return mail.deliver(BOX.user, raw);
    }),
  );
}
console.log(`mailbox filled: ${MAILS} mails in ${((performance.now() - filled) / 1000).toFixed(1)} s`);

const config = {
  ...loadConfig({ ...process.env, DATA_DIR: '/tmp/cc-bench-unused', SESSION_SECRET: randomBytes(24).toString('hex'), LOG_LEVEL: 'error' }),
  consoleDir: '/nonexistent-console',
  seedDemo: false,
};
const handle = await openDb({ databaseUrl: '', dataDir: 'memory://' });
const app = await buildApp(config, handle, { logger: false });
await app.ready();
await app.listen({ port: 0, host: '127.0.0.1' });
const db = handle.db;
const { company, owner } = await createCompanyWithOwner(db, { name: 'Mailbox bench' }, { email: `owner.${Date.now()}@bench.local`, firstName: 'Owner' });
const { token } = await createSession(db, owner.id, { ip: '127.0.0.1', userAgent: 'bench' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

// The admin on /settings/email: every progress frame, timed.
const socket = io(`${base}${AGENT_NAMESPACE}`, {
  transports: ['websocket'],
  extraHeaders: { cookie: `${SESSION_COOKIE}=${app.signCookie(token)}` },
  auth: { v: PROTOCOL_VERSION },
  reconnection: false,
});
await new Promise<void>((resolve, reject) => (socket.on('connect', resolve), socket.on('connect_error', reject)));
const frames: { at: number; done: number; total: number }[] = [];
let finished: () => void = () => {};
const done = new Promise<void>((resolve) => (finished = resolve));
let lastPrinted = 0;
socket.on(SOCKET_EVENT, (m: ServerMessage) => {
  if (m.type !== 'email.import') return;
  const at = performance.now() - started;
  frames.push({ at, done: m.done, total: m.total });
  if (at - lastPrinted >= 1000 || m.done === m.total) {
    lastPrinted = at;
    console.log(`  ${(at / 1000).toFixed(1).padStart(5)} s  ${String(m.done).padStart(5)} of ${m.total}`);
  }
  if (m.total > 0 && m.done >= m.total) finished();
});

// First connect: the channel is saved (its connection tested) and the mailbox's session starts.
const started = performance.now();
const channel = await createEmailChannel(db, company.id, {
  name: 'Bench mailbox',
  description: 'Bench',
  address: BOX.user,
  username: '',
  password: BOX.password,
  imap_host: '127.0.0.1',
  imap_port: IMAP_PORT,
  imap_security: 'none',
  smtp_host: '127.0.0.1',
  smtp_port: SMTP_PORT,
  smtp_security: 'none',
  is_active: true,
});
app.emailMailboxes?.wake(channel.id);
const timeout = setTimeout(() => finished(), 15 * 60_000);
await done;
clearTimeout(timeout);
const seconds = (performance.now() - started) / 1000;
const firstFrame = frames[0]?.at ?? NaN;

const [stored] = await db
  .select({ n: count() })
  .from(messages)
  .innerJoin(interactions, eq(interactions.id, messages.interactionId))
  .where(and(eq(interactions.channelId, channel.id), eq(messages.authorType, 'contact')));
const [conversations] = await db.select({ n: count() }).from(interactions).where(eq(interactions.channelId, channel.id));
const last = frames.at(-1);
console.log(
  [
    `first-connect import of ${MAILS} mails (Dovecot, PGlite in memory, ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}):`,
    `  total ${seconds.toFixed(1)} s from saving the channel, ${(MAILS / seconds).toFixed(0)} mails/s`,
    `  first progress frame after ${(firstFrame / 1000).toFixed(2)} s (connection test and login included); ${frames.length} frames`,
    `  last frame: ${last?.done} of ${last?.total}; stored ${stored?.n} customer messages in ${conversations?.n} conversations${stored?.n === MAILS ? '' : '  ← NOT one per mail'}`,
  ].join('\n'),
);

socket.disconnect();
await app.close();
await handle.close();
await mail.stop();
