import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE, type EmailImportProgress, type ServerMessage } from '../../contracts';
import { channelDeps } from '../../server/channels/deps';
import { ingestInbound } from '../../server/channels/inbound';
import { startMailboxSupervisor, type MailboxSupervisor } from '../../server/channels/email/mailbox-supervisor';
import { emailMailboxes, interactions, messages } from '../../server/db/schema';
import { build, consoleSocket, makeCompany, signIn, until } from './helper';
import { startMailServers, type MailServers } from './mail-servers';

// This file's own Dovecot and SMTP ports, so it runs beside the other e-mail tests.
const IMAP_PORT = 27225;
const SMTP_PORT = 27226;
const FIRST = { user: 'old-mail@example.test', password: 'Old-mail-pass-1' };
const SECOND = { user: 'resumed@example.test', password: 'Resumed-pass-2' };
const COUNT = 30;
// The mailbox whose import is cut: more mails, so the cut surely comes before the end.
const RESUME_COUNT = 60;

let t: Awaited<ReturnType<typeof build>>;
let mail: MailServers;
let base: string;
let other: MailboxSupervisor | null = null;
const sockets: Socket[] = [];

/** A mailbox that already holds `n` mails, each from its own sender and subject. */
async function fill(box: string, tag: string, n: number) {
  for (let i = 1; i <= n; i++) {
    const raw = [
      `From: Customer ${i} <c${i}.${tag}@customer.test>`,
      `To: ${box}`,
      `Subject: ${tag} question ${i}`,
      `Message-ID: <${tag}-${i}@customer.test>`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      `${tag} body ${i}`,
    ].join('\r\n');
    await mail.deliver(box, raw);
  }
}

beforeAll(async () => {
  mail = await startMailServers([FIRST, SECOND], IMAP_PORT, SMTP_PORT);
  await fill(FIRST.user, 'first', COUNT);
  await fill(SECOND.user, 'second', RESUME_COUNT);
  t = await build();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}${AGENT_NAMESPACE}`;
}, 60_000);
afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));
afterAll(async () => {
  await other?.close();
  await t?.close();
  await mail?.stop();
});

const form = (box: { user: string; password: string }) => ({
  name: box.user,
  description: 'Imported mailbox',
  address: box.user,
  password: box.password,
  imap_host: '127.0.0.1',
  imap_port: IMAP_PORT,
  imap_security: 'none',
  smtp_host: '127.0.0.1',
  smtp_port: SMTP_PORT,
  smtp_security: 'none',
});

async function customerMessages(channelId: number) {
  return t.db
    .select({ body: messages.body })
    .from(messages)
    .innerJoin(interactions, eq(interactions.id, messages.interactionId))
    .where(and(eq(interactions.channelId, channelId), eq(messages.authorType, 'contact')));
}

describe('first-connect import of a mailbox that already holds mail', () => {
  it('imports every mail once, with n-of-N progress frames to the company and the count on the channel', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const { socket, inbox } = await consoleSocket(base, admin);
    sockets.push(socket);
    const res = await t.app.inject({ method: 'POST', url: '/api/email-channels', headers: { cookie: admin }, payload: form(FIRST) });
    expect(res.statusCode).toBe(200);
    const channelId = res.json().id as number;
    const frames = () => inbox.filter((m): m is Extract<ServerMessage, { type: 'email.import' }> => m.type === 'email.import' && m.channel_id === channelId);
    await until(() => frames().find((f) => f.done === COUNT), 'the last progress frame', 30_000);

    const seen = frames();
    expect(seen.every((f) => f.total === COUNT)).toBe(true);
    expect(seen[0]!.done).toBe(0);
    const dones = seen.map((f) => f.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    // A few frames, not one per mail.
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.length).toBeLessThanOrEqual(COUNT);

    const shown = await t.app.inject({ method: 'GET', url: '/api/email-channels', headers: { cookie: admin } });
    expect(shown.json().items).toEqual([expect.objectContaining({ id: channelId, import: { done: COUNT, total: COUNT } })]);
    const stored = await customerMessages(channelId);
    expect(stored).toHaveLength(COUNT);
    expect(new Set(stored.map((m) => m.body)).size).toBe(COUNT);

    // Another company's admin hears nothing of it.
    const stranger = await makeCompany(t.db);
    const theirs = await consoleSocket(base, await signIn(t.app, stranger.emails.admin));
    sockets.push(theirs.socket);
    t.app.emailMailboxes!.wake(channelId);
    await new Promise((r) => setTimeout(r, 500));
    expect(theirs.inbox.some((m) => m.type === 'email.import')).toBe(false);
    // A restarted session reads nothing twice.
    expect(await customerMessages(channelId)).toHaveLength(COUNT);
  }, 60_000);

  it('resumes an import cut by a restart where it stopped, with nothing doubled', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const res = await t.app.inject({ method: 'POST', url: '/api/email-channels', headers: { cookie: admin }, payload: form(SECOND) });
    const channelId = res.json().id as number;
    const box = async () => (await t.db.select().from(emailMailboxes).where(eq(emailMailboxes.channelId, channelId)))[0]!;
    // The process stops a few mails in (the server restarts).
    const first = t.app.emailMailboxes!;
    await until(() => (first.owned().includes(channelId) ? true : undefined), 'the session', 10_000);
    for (let end = Date.now() + 20_000; (await box()).importDone < 3;) {
      if (Date.now() > end) throw new Error('import never started');
      await new Promise((r) => setTimeout(r, 5));
    }
    await first.close();
    const cut = await box();
    expect(cut.importTotal).toBe(RESUME_COUNT);
    expect(cut.importDone).toBeLessThan(RESUME_COUNT);

    // The next process takes the mailbox and goes on from the stored position.
    const heard: EmailImportProgress[] = [];
    other = startMailboxSupervisor({
      db: t.db,
      log: t.app.log,
      ingest: (input) => ingestInbound(channelDeps(t.app), input),
      onImport: (companyId, p) => companyId === co.id && heard.push(p),
    });
    await until(() => heard.find((p) => p.channel_id === channelId && p.done === RESUME_COUNT), 'the resumed import to finish', 30_000);
    expect(heard.every((p) => p.done >= cut.importDone && p.total === RESUME_COUNT)).toBe(true);
    const stored = await customerMessages(channelId);
    expect(stored).toHaveLength(RESUME_COUNT);
    expect(new Set(stored.map((m) => m.body)).size).toBe(RESUME_COUNT);
    expect(await box()).toMatchObject({ importTotal: RESUME_COUNT, importDone: RESUME_COUNT });
  }, 60_000);
});
