import { and, asc, eq } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE, type EmailImportProgress, type ServerMessage } from '../../contracts';
import { channelDeps } from '../../server/channels/deps';
import { ingestInbound } from '../../server/channels/inbound';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { startMailboxSupervisor, type MailboxSupervisor } from '../../server/channels/email/mailbox-supervisor';
import { channels, emailMailboxes, interactions, messages, users, virtualAgentChannels, virtualAgents } from '../../server/db/schema';
import { build, consoleSocket, makeCompany, signIn, until, untilAsync } from './helper';
import { startMailServers, type MailServers } from './mail-servers';

// This file's own Dovecot and SMTP ports, so it runs beside the other e-mail tests.
const IMAP_PORT = 27225;
const SMTP_PORT = 27226;
const FIRST = { user: 'old-mail@example.test', password: 'Old-mail-pass-1' };
const SECOND = { user: 'resumed@example.test', password: 'Resumed-pass-2' };
const THIRD = { user: 'history@example.test', password: 'History-pass-3' };
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
  mail = await startMailServers([FIRST, SECOND, THIRD], IMAP_PORT, SMTP_PORT);
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

/** A mail as a customer's client writes it, dated `at`. */
const dated = (box: string, n: number, at: Date) =>
  [
    `From: Customer ${n} <c${n}.history@customer.test>`,
    `To: ${box}`,
    `Subject: history question ${n}`,
    `Message-ID: <history-${n}@customer.test>`,
    `Date: ${at.toUTCString()}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    `history body ${n}`,
  ].join('\r\n');

describe('what the mailbox already held is history, not today’s work', () => {
  it('read mail is closed at its own date, unread mail waits in the queue, and neither counts in the figures; new mail does', async () => {
    const days3 = new Date(Math.floor(Date.now() / 1000) * 1000 - 3 * 86_400_000);
    const minute = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    await mail.deliver(THIRD.user, dated(THIRD.user, 1, days3));
    await mail.deliver(THIRD.user, dated(THIRD.user, 2, days3));
    await mail.deliver(THIRD.user, dated(THIRD.user, 3, minute));
    // Someone read the first two in their mail client before the mailbox was connected.
    const owner = new ImapFlow({ host: '127.0.0.1', port: IMAP_PORT, secure: false, auth: { user: THIRD.user, pass: THIRD.password }, logger: false });
    await owner.connect();
    await owner.mailboxOpen('INBOX');
    await owner.messageFlagsAdd('1:2', ['\\Seen']);
    await owner.logout();

    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const res = await t.app.inject({ method: 'POST', url: '/api/email-channels', headers: { cookie: admin }, payload: form(THIRD) });
    expect(res.statusCode).toBe(200);
    const channelId = res.json().id as number;
    const box = async () => (await t.db.select().from(emailMailboxes).where(eq(emailMailboxes.channelId, channelId)))[0];
    await untilAsync(async () => (await box())?.importDone === 3, 'the import of 3 mails', 30_000);

    const rows = await t.db.select().from(interactions).where(eq(interactions.channelId, channelId)).orderBy(asc(interactions.id));
    expect(rows.map((r) => [r.origin, r.status, r.subject, r.createdAt.toISOString(), r.closedAt?.toISOString() ?? null])).toEqual([
      ['import', 'closed', 'history question 1', days3.toISOString(), days3.toISOString()],
      ['import', 'closed', 'history question 2', days3.toISOString(), days3.toISOString()],
      ['import', 'open', '', minute.toISOString(), null],
    ]);
    // Nobody took the read ones; the unread one is in the queue like any new mail.
    expect(rows.map((r) => r.stage)).toEqual(['queued', 'queued', 'queued']);
    expect(rows[0]!.closedByUserId).toBeNull();
    const stored = await t.db.select({ at: messages.createdAt, body: messages.body }).from(messages).where(eq(messages.interactionId, rows[0]!.id));
    expect(stored).toEqual([{ at: days3, body: 'history body 1' }]);

    // A mail that arrives after the connect is today's work.
    await mail.deliver(THIRD.user, dated(THIRD.user, 4, new Date()));
    t.app.emailMailboxes!.wake(channelId);
    const live = await untilAsync(
      async () =>
        (
          await t.db
            .select()
            .from(interactions)
            .where(and(eq(interactions.channelId, channelId), eq(interactions.origin, 'live')))
        )[0],
      'the new mail',
      30_000,
    );
    expect(live.status).toBe('open');

    const snapshot = (await t.app.inject({ method: 'GET', url: '/api/monitoring/snapshot', headers: { cookie: admin } })).json();
    expect(snapshot.figures.by_channel).toEqual([{ channel_type: 'email', count: 1 }]);
    const from = new Date(days3.getTime() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 86_400_000).toISOString();
    const report = (await t.app.inject({ method: 'GET', url: `/api/reports/summary?${new URLSearchParams({ from, to })}`, headers: { cookie: admin } })).json();
    expect(report.totals.interactions).toBe(1);
    expect(report.totals.abandoned).toBe(0);
  }, 60_000);

  it('no virtual agent answers imported mail, even on a channel where one is switched on', async () => {
    const co = await makeCompany(t.db);
    const [channel] = await t.db.insert(channels).values({ companyId: co.id, type: 'email', name: 'Old mail', isActive: true }).returning();
    const [bot] = await t.db
      .insert(users)
      .values({ companyId: co.id, email: `bot-${co.id}@bots.invalid`, firstName: 'Туслах', role: 'agent', userType: 'virtual_social_agent', status: 'active' })
      .returning();
    await t.db.insert(virtualAgents).values({ userId: bot!.id, companyId: co.id, isPrimary: true });
    await t.db.insert(virtualAgentChannels).values({ channelId: channel!.id, agentUserId: bot!.id, companyId: co.id });
    const identity = (n: number) => ({ kind: 'email' as const, externalId: `va${n}@customer.test`, email: `va${n}@customer.test` });
    const at = new Date(Date.now() - 86_400_000);
    const deps = channelDeps(t.app);
    const imported = await ingestInbound(deps, {
      companyId: co.id,
      channelId: channel!.id,
      identity: identity(1),
      externalMessageId: '<va-1@x>',
      body: 'old question',
      imported: { at, closeAs: null },
    });
    // The control: a live conversation of the same channel meets the agent (made directly, so no bot reply goes out by mail).
    const live = await createInteraction(t.db, { companyId: co.id, channelId: channel!.id, contactId: null, channelIdentity: identity(2).externalId });
    const stage = async (id: number) => (await t.db.select({ stage: interactions.stage }).from(interactions).where(eq(interactions.id, id)))[0]!.stage;
    expect(await stage(imported!.interactionId)).toBe('queued');
    expect(live.stage).toBe('virtual_agent');
  }, 30_000);
});
