import { eq } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import { simpleParser, type ParsedMail } from 'mailparser';
import nodemailer from 'nodemailer';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE, type ServerMessage } from '../../contracts';
import { channels, emailMailboxes, messages } from '../../server/db/schema';
import { build, consoleSocket, makeCompany, signIn, until } from './helper';
import { startMailServers, type MailServers } from './mail-servers';

// Ports of this helper's range (3221-3229): a real Dovecot and the SMTP server delivering into it.
const IMAP_PORT = 27221;
const SMTP_PORT = 27222;
const SUPPORT = { user: 'support@example.test', password: 'Mailbox-pass-9' };
const CUSTOMER = { user: 'dorj@customer.test', password: 'Customer-pass-7' };

let t: Awaited<ReturnType<typeof build>>;
let mail: MailServers;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  mail = await startMailServers([SUPPORT, CUSTOMER], IMAP_PORT, SMTP_PORT);
  t = await build();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}${AGENT_NAMESPACE}`;
}, 30_000);
afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));
afterAll(async () => {
  await t?.close();
  await mail?.stop();
});

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Support mailbox',
  description: 'Customer support by e-mail',
  address: SUPPORT.user,
  username: '',
  password: SUPPORT.password,
  imap_host: '127.0.0.1',
  imap_port: IMAP_PORT,
  imap_security: 'none',
  smtp_host: '127.0.0.1',
  smtp_port: SMTP_PORT,
  smtp_security: 'none',
  ...over,
});

const customerSmtp = () => nodemailer.createTransport({ host: '127.0.0.1', port: SMTP_PORT, secure: false, ignoreTLS: true });

async function readMailbox(user: { user: string; password: string }, path = 'INBOX'): Promise<ParsedMail[]> {
  const c = new ImapFlow({ host: '127.0.0.1', port: IMAP_PORT, secure: false, auth: { user: user.user, pass: user.password }, logger: false });
  await c.connect();
  const out: ParsedMail[] = [];
  const lock = await c.getMailboxLock(path);
  try {
    if ((c.mailbox && c.mailbox.exists) || 0) for await (const m of c.fetch('1:*', { source: true })) out.push(await simpleParser(m.source!));
  } finally {
    lock.release();
    await c.logout();
  }
  return out;
}

describe('e-mail channel', () => {
  // One company and mailbox for the whole flow (a real mailbox is shared state).
  let co: Awaited<ReturnType<typeof makeCompany>>;
  let admin: string;
  let channelId: number;

  it('refuses a wrong password with the catalogue message and stores nothing', async () => {
    co = await makeCompany(t.db);
    admin = await signIn(t.app, co.emails.admin);
    const res = await t.app.inject({ method: 'POST', url: '/api/email-channels', headers: { cookie: admin }, payload: body({ password: 'not-the-password' }) });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'err_channel_email_connect' });
    expect(res.body).not.toContain('not-the-password');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    const list = await t.app.inject({ method: 'GET', url: '/api/email-channels', headers: { cookie: admin } });
    expect(list.json().items).toEqual([]);
  });

  it('connects a mailbox after testing it; the password is only ever shown masked', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/email-channels', headers: { cookie: admin }, payload: body() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ address: SUPPORT.user, password: '********', is_active: true });
    channelId = res.json().id;
    for (const url of ['/api/email-channels', `/api/email-channels/${channelId}`, `/api/company/${co.id}/channel/emails`, `/api/company/${co.id}/channel`]) {
      const r = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).not.toContain(SUPPORT.password);
    }
    const emails = await t.app.inject({ method: 'GET', url: `/api/company/${co.id}/channel/emails`, headers: { cookie: admin } });
    expect(emails.json().items).toEqual([expect.objectContaining({ id: channelId, type: 'email', number: SUPPORT.user })]);
    // The same address twice in one company is refused.
    const again = await t.app.inject({ method: 'POST', url: '/api/email-channels', headers: { cookie: admin }, payload: body() });
    expect(again.json()).toMatchObject({ code: 'err_channel_already_connected' });
    // The IMAP session is up (IDLE) before mail is sent in the next test.
    const end = Date.now() + 10_000;
    for (;;) {
      const [box] = await t.db.select().from(emailMailboxes).where(eq(emailMailboxes.channelId, channelId));
      if (box?.syncState === 'ok') break;
      if (Date.now() > end) throw new Error('mailbox never connected');
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  let interactionId: number;
  let firstId: string;

  it('turns a mail sent to the mailbox into a conversation in the live list within 2 s (IDLE)', async () => {
    const { socket, inbox } = await consoleSocket(base, admin);
    sockets.push(socket);
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    const info = await customerSmtp().sendMail({
      from: { name: 'Дорж Бат', address: CUSTOMER.user },
      to: SUPPORT.user,
      subject: 'Захиалгын асуулт',
      text: 'Сайн байна уу, миний захиалга хаана явна?',
      html: '<p onclick="steal()">Сайн байна уу, <b>миний захиалга</b> хаана явна?</p><script>alert(1)</script><img src="https://track.example/p.gif" alt="logo">',
      attachments: [{ filename: 'receipt.txt', content: 'Баримт №42' }],
    });
    firstId = info.messageId;
    const changed = await until(
      () => inbox.find((m): m is Extract<ServerMessage, { type: 'interaction.changed' }> => m.type === 'interaction.changed'),
      'the mail as a new conversation',
      2000,
    );
    expect(Date.now() - started).toBeLessThan(2000);
    interactionId = changed.interaction.id;
    const msgs = await t.app.inject({ method: 'GET', url: `/api/interactions/${interactionId}/messages`, headers: { cookie: admin } });
    const [first] = msgs.json().items;
    expect(first).toMatchObject({ author_type: 'contact', body: 'Сайн байна уу, миний захиалга хаана явна?' });
    expect(first.attachments).toEqual([expect.objectContaining({ kind: 'file', name: 'receipt.txt', mime: 'text/plain' })]);
    // The file downloads for a reader of the conversation, and for nobody of another company.
    const file = await t.app.inject({ method: 'GET', url: first.attachments[0].url, headers: { cookie: admin } });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('Баримт №42');
    const other = await makeCompany(t.db);
    const stranger = await t.app.inject({ method: 'GET', url: first.attachments[0].url, headers: { cookie: await signIn(t.app, other.emails.admin) } });
    expect(stranger.statusCode).toBe(404);
    // HTML is sanitised on the server: no script, no handlers, no remote image.
    const parts = await t.app.inject({ method: 'GET', url: `/api/interactions/${interactionId}/email`, headers: { cookie: admin } });
    const html = parts.json().items[0].html as string;
    expect(html).toContain('<b>миний захиалга</b>');
    expect(html).not.toMatch(/script|onclick|track\.example/);
  });

  let replyId: string;

  it("sends the agent's reply to the customer's mailbox threaded under the original, with a copy in Sent", async () => {
    const { socket, inbox, send } = await consoleSocket(base, admin);
    sockets.push(socket);
    send({ type: 'interaction.subscribe', interaction_id: interactionId, after_seq: 0 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${interactionId}/messages`,
      headers: { cookie: admin },
      payload: { client_id: 'email-reply-0001', body: 'Таны захиалга маргааш хүргэгдэнэ.' },
    });
    expect(res.statusCode).toBe(200);
    await until(() => inbox.find((m) => m.type === 'message.delivery' && m.status === 'sent'), 'the reply sent', 10_000);
    const got = await readMailbox(CUSTOMER);
    const reply = got.find((m) => m.text?.includes('маргааш'));
    expect(reply).toBeDefined();
    expect(reply!.from?.value[0]?.address).toBe(SUPPORT.user);
    expect(reply!.subject).toBe('Re: Захиалгын асуулт');
    expect(reply!.inReplyTo).toBe(firstId);
    expect([reply!.references].flat()).toContain(firstId);
    replyId = reply!.messageId!;
    const [stored] = await t.db.select().from(messages).where(eq(messages.id, res.json().message.id));
    expect(stored!.externalId).toBe(replyId);
    const sent = await readMailbox(SUPPORT, 'Sent');
    expect(sent.map((m) => m.messageId)).toContain(replyId);
  });

  it("threads the customer's answer into the same conversation and folds the quoted history", async () => {
    const { socket, inbox, send } = await consoleSocket(base, admin);
    sockets.push(socket);
    send({ type: 'interaction.subscribe', interaction_id: interactionId, after_seq: 0 });
    await customerSmtp().sendMail({
      from: CUSTOMER.user,
      to: SUPPORT.user,
      // A changed subject: threading goes by In-Reply-To / References, not by subject.
      subject: 'Баярлалаа',
      inReplyTo: replyId,
      references: [firstId, replyId],
      text: 'Баярлалаа!\n\nOn Mon, Support mailbox wrote:\n> Таны захиалга маргааш хүргэгдэнэ.\n',
    });
    const created = await until(() => inbox.find((m) => m.type === 'message.created' && m.message.body === 'Баярлалаа!'), 'the answer in the same conversation', 3000);
    expect(created.type === 'message.created' && created.message.interaction_id).toBe(interactionId);
    const parts = await t.app.inject({ method: 'GET', url: `/api/interactions/${interactionId}/email`, headers: { cookie: admin } });
    expect(parts.json().items.at(-1).quoted).toBe('On Mon, Support mailbox wrote:\n> Таны захиалга маргааш хүргэгдэнэ.');
  });

  it('survives a malformed MIME mail and a 10 MB mail, and keeps receiving', async () => {
    const { socket, inbox, send } = await consoleSocket(base, admin);
    sockets.push(socket);
    send({ type: 'interaction.subscribe', interaction_id: interactionId, after_seq: 0 });
    const malformed = [
      `From: ${CUSTOMER.user}`,
      `To: ${SUPPORT.user}`,
      'Subject: =?broken?Q?==?=',
      'Message-ID: <malformed-1@customer.test>',
      'Content-Type: multipart/mixed; boundary="never-closed"',
      '',
      '--never-closed',
      'Content-Type: text/plain; charset=no-such-charset',
      'Content-Transfer-Encoding: base64',
      '',
      '@@@not base64@@@',
      '--never-closed',
      'Content-Type: application/octet-stream',
      '',
    ].join('\r\n');
    await mail.deliver(SUPPORT.user, malformed);
    const big = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail({
      from: CUSTOMER.user,
      to: SUPPORT.user,
      subject: 'Том файл',
      messageId: '<big-1@customer.test>',
      text: 'Файл хавсаргав',
      attachments: [{ filename: 'big.bin', content: Buffer.alloc(10 * 1024 * 1024, 7) }],
    });
    expect((big.message as Buffer).length).toBeGreaterThan(10 * 1024 * 1024);
    await mail.deliver(SUPPORT.user, big.message as Buffer);
    await customerSmtp().sendMail({ from: CUSTOMER.user, to: SUPPORT.user, subject: 'Дахиад', inReplyTo: firstId, text: 'Сүүлийн захидал' });
    await until(() => inbox.find((m) => m.type === 'message.created' && m.message.body === 'Сүүлийн захидал'), 'the mail after them', 15_000);
    const rows = await t.db.select().from(messages).where(eq(messages.interactionId, interactionId));
    const bigRow = rows.find((m) => m.externalId === '<big-1@customer.test>');
    // The 10 MB file is over the 1 MB attachment rule: refused with a note, the text kept.
    expect(bigRow?.body).toBe('Файл хавсаргав\n\n📎 big.bin (> 1 MB)');
    expect(bigRow?.attachments ?? null).toBeNull();
    const bad = await t.db.select().from(messages).where(eq(messages.externalId, '<malformed-1@customer.test>'));
    expect(bad).toHaveLength(1);
  }, 30_000);

  it('lists a channel row made without server settings (the demo seed) instead of failing', async () => {
    const other = await makeCompany(t.db);
    await t.db.insert(channels).values({ companyId: other.id, type: 'email', name: 'support@demo.mn', number: 'support@demo.mn', isActive: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/email-channels', headers: { cookie: await signIn(t.app, other.emails.admin) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([expect.objectContaining({ address: 'support@demo.mn', imap_host: '', is_active: false, password: '********' })]);
  });
});
