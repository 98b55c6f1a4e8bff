import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelDeps } from '../../server/channels/deps';
import { ingestInbound } from '../../server/channels/inbound';
import { startMailboxSupervisor, type MailboxSupervisor } from '../../server/channels/email/mailbox-supervisor';
import { emailMailboxes, interactions, messages } from '../../server/db/schema';
import { build, makeCompany, signIn, untilAsync } from './helper';
import { startMailServers, type MailServers } from './mail-servers';

// This file's own Dovecot and SMTP ports (3221-3229 are this channel's), so it runs beside email-channel.test.ts.
const IMAP_PORT = 27223;
const SMTP_PORT = 27224;
const BOX = { user: 'help@example.test', password: 'Help-pass-1' };

let t: Awaited<ReturnType<typeof build>>;
let mail: MailServers;
let other: MailboxSupervisor | null = null;

beforeAll(async () => {
  mail = await startMailServers([BOX], IMAP_PORT, SMTP_PORT);
  t = await build();
}, 30_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
  await mail?.stop();
});

const form = (password: string) => ({
  name: 'Help',
  description: 'Help desk',
  address: BOX.user,
  password,
  imap_host: '127.0.0.1',
  imap_port: IMAP_PORT,
  imap_security: 'none',
  smtp_host: '127.0.0.1',
  smtp_port: SMTP_PORT,
  smtp_security: 'none',
});

describe('e-mail mailboxes', () => {
  let admin: string;
  let channelId: number;
  const state = async () => (await t.app.inject({ method: 'GET', url: `/api/email-channels/${channelId}`, headers: { cookie: admin } })).json();

  it('marks a mailbox that keeps failing with the reason, and clears it when fixed', async () => {
    const co = await makeCompany(t.db);
    admin = await signIn(t.app, co.emails.admin);
    const res = await t.app.inject({ method: 'POST', url: '/api/email-channels', headers: { cookie: admin }, payload: form(BOX.password) });
    expect(res.statusCode).toBe(200);
    channelId = res.json().id;
    await untilAsync(async () => (await state()).sync_state === 'ok', 'the session', 10_000);

    // The mailbox's password is changed at the provider: every reconnect now fails. (Dovecot looks
    // at its passwd-file at most once a second: the change comes a second after the last login.)
    await new Promise((r) => setTimeout(r, 1100));
    mail.setPassword(BOX.user, 'Changed-elsewhere-2');
    t.app.emailMailboxes!.wake(channelId);
    const failing = await untilAsync(
      async () => {
        const s = await state();
        return s.sync_state === 'failing' && s;
      },
      'the failure mark',
      20_000,
    );
    expect(failing.sync_error).toBe('err_channel_email_connect');
    // Channel management shows the same mark on the channel's row.
    const all = await t.app.inject({ method: 'GET', url: `/api/company/${co.id}/channel`, headers: { cookie: admin } });
    expect(all.json().items).toEqual([expect.objectContaining({ id: channelId, type: 'email', failing_reason: 'err_channel_email_connect' })]);
    const [box] = await t.db.select().from(emailMailboxes).where(eq(emailMailboxes.channelId, channelId));
    expect(box!.failures).toBeGreaterThanOrEqual(3);

    // The admin saves the new password: tested, stored, and the session comes back.
    const fixed = await t.app.inject({ method: 'PUT', url: `/api/email-channels/${channelId}`, headers: { cookie: admin }, payload: form('Changed-elsewhere-2') });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().password).toBe('********');
    await untilAsync(async () => (await state()).sync_state === 'ok', 'the session again', 10_000);
    expect((await state()).sync_error).toBeNull();
    const after = await t.app.inject({ method: 'GET', url: `/api/company/${co.id}/channel`, headers: { cookie: admin } });
    expect(after.json().items[0].failing_reason).toBeUndefined();
  }, 60_000);

  it('is read by one process only; another takes it over once the owner stops renewing', async () => {
    const ours = t.app.emailMailboxes!;
    await untilAsync(async () => ours.owned().includes(channelId), 'the first owner', 10_000);
    other = startMailboxSupervisor({ db: t.db, log: t.app.log, ingest: (input) => ingestInbound(channelDeps(t.app), input) });
    other.wake();
    await new Promise((r) => setTimeout(r, 500));
    expect(other.owned()).not.toContain(channelId);

    // The first process dies: its session ends and its lease is left to run out.
    await ours.close();
    await t.db
      .update(emailMailboxes)
      .set({ owner: 'dead-host:1:gone', leaseUntil: new Date(Date.now() + 1500) })
      .where(eq(emailMailboxes.channelId, channelId));
    other.wake();
    await new Promise((r) => setTimeout(r, 500));
    expect(other.owned()).not.toContain(channelId);
    await untilAsync(
      async () => {
        other!.wake();
        return other!.owned().includes(channelId);
      },
      'the takeover',
      10_000,
    );

    // Mail now arrives through the new owner.
    await nodemailer
      .createTransport({ host: '127.0.0.1', port: SMTP_PORT, secure: false, ignoreTLS: true })
      .sendMail({ from: 'late@customer.test', to: BOX.user, subject: 'Takeover', text: 'Still there?' });
    const row = await untilAsync(
      async () => {
        const [m] = await t.db.select().from(messages).where(eq(messages.body, 'Still there?'));
        return m;
      },
      'the mail through the new owner',
      10_000,
    );
    const [conv] = await t.db.select().from(interactions).where(eq(interactions.id, row.interactionId));
    expect(conv!.channelId).toBe(channelId);
  }, 60_000);
});
