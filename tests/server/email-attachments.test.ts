import { eq, inArray } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import { simpleParser, type ParsedMail } from 'mailparser';
import nodemailer from 'nodemailer';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE } from '../../contracts';
import { emailAttachments, emailMailboxes, messages } from '../../server/db/schema';
import { build, consoleSocket, makeCompany, signIn, until, untilAsync } from './helper';
import { startMailServers, type MailServers } from './mail-servers';

// This file's own Dovecot and SMTP ports, so it runs beside the other e-mail tests.
const IMAP_PORT = 27227;
const SMTP_PORT = 27228;
const SUPPORT = { user: 'files@example.test', password: 'Files-pass-3' };
const CUSTOMER = { user: 'bold@customer.test', password: 'Customer-pass-4' };

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

const customerSmtp = () => nodemailer.createTransport({ host: '127.0.0.1', port: SMTP_PORT, secure: false, ignoreTLS: true });

async function customerInbox(): Promise<ParsedMail[]> {
  const c = new ImapFlow({ host: '127.0.0.1', port: IMAP_PORT, secure: false, auth: { user: CUSTOMER.user, pass: CUSTOMER.password }, logger: false });
  await c.connect();
  const out: ParsedMail[] = [];
  const lock = await c.getMailboxLock('INBOX');
  try {
    if (c.mailbox && c.mailbox.exists) for await (const m of c.fetch('1:*', { source: true })) out.push(await simpleParser(m.source!));
  } finally {
    lock.release();
    await c.logout();
  }
  return out;
}

const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

describe('files an agent attaches to an e-mail reply', () => {
  let co: Awaited<ReturnType<typeof makeCompany>>;
  let admin: string;
  let interactionId: number;
  let otherConversation: number;
  let receivedFileId: number;

  const upload = (id: number, payload: object) => t.app.inject({ method: 'POST', url: `/api/interactions/${id}/email-attachments`, headers: { cookie: admin }, payload });
  const reply = (id: number, payload: object) => t.app.inject({ method: 'POST', url: `/api/interactions/${id}/messages`, headers: { cookie: admin }, payload });

  it('sets up a mailbox with two customer conversations', async () => {
    co = await makeCompany(t.db);
    admin = await signIn(t.app, co.emails.admin);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email-channels',
      headers: { cookie: admin },
      payload: {
        name: 'Files',
        description: 'Mail with files',
        address: SUPPORT.user,
        password: SUPPORT.password,
        imap_host: '127.0.0.1',
        imap_port: IMAP_PORT,
        imap_security: 'none',
        smtp_host: '127.0.0.1',
        smtp_port: SMTP_PORT,
        smtp_security: 'none',
      },
    });
    expect(res.statusCode).toBe(200);
    const channelId = res.json().id as number;
    await untilAsync(async () => (await t.db.select().from(emailMailboxes).where(eq(emailMailboxes.channelId, channelId)))[0]?.syncState === 'ok', 'the session', 10_000);
    await customerSmtp().sendMail({
      from: CUSTOMER.user,
      to: SUPPORT.user,
      subject: 'Үнийн санал',
      text: 'Үнийн санал илгээнэ үү',
      attachments: [{ filename: 'mine.txt', content: 'from the customer' }],
    });
    await customerSmtp().sendMail({ from: 'someone@else.test', to: SUPPORT.user, subject: 'Өөр асуулт', text: 'Өөр хүний асуулт' });
    const first = await untilAsync(async () => (await t.db.select().from(messages).where(eq(messages.body, 'Үнийн санал илгээнэ үү')))[0], 'the first mail', 10_000);
    const second = await untilAsync(async () => (await t.db.select().from(messages).where(eq(messages.body, 'Өөр хүний асуулт')))[0], 'the second mail', 10_000);
    interactionId = first.interactionId;
    otherConversation = second.interactionId;
    const [received] = await t.db.select().from(emailAttachments).where(eq(emailAttachments.interactionId, interactionId));
    receivedFileId = received!.id;
  }, 30_000);

  it('refuses a file over 1 MB or not base64, with the attachment rule codes', async () => {
    const big = await upload(interactionId, { name: 'big.bin', mime: 'application/octet-stream', data: b64(Buffer.alloc(1024 * 1024 + 1, 1)) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'err_issue_attachment_too_large' });
    const bad = await upload(interactionId, { name: 'x.txt', data: '@@not base64@@' });
    expect(bad.json()).toMatchObject({ code: 'err_issue_attachment_invalid' });
    const nameless = await upload(interactionId, { name: '  ', data: b64('x') });
    expect(nameless.json()).toMatchObject({ code: 'err_issue_attachment_invalid' });
  });

  it("refuses a file of another conversation, another company, a received mail's, or one unknown; nothing is stored", async () => {
    const elsewhere = await upload(otherConversation, { name: 'other.txt', mime: 'text/plain', data: b64('other conversation') });
    expect(elsewhere.statusCode).toBe(200);
    const stranger = await makeCompany(t.db);
    const [theirs] = await t.db
      .insert(emailAttachments)
      .values({ key: 'their-key-000000000000000000', companyId: stranger.id, uploadedByUserId: 1, name: 't.txt', mime: 'text/plain', size: 1, data: Buffer.from('t') })
      .returning({ id: emailAttachments.id });
    for (const [i, id] of [elsewhere.json().id, theirs!.id, receivedFileId, 2_000_000_000].entries()) {
      const res = await reply(interactionId, { client_id: `refused-file-${i}`, body: 'Файл хавсаргав', attachment_ids: [id] });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toMatchObject({ code: 'err_issue_attachment_not_found' });
    }
    // The socket path refuses the same way, naming the message.
    const { socket, inbox, send } = await consoleSocket(base, admin);
    sockets.push(socket);
    send({ type: 'message.send', interaction_id: interactionId, client_id: 'refused-file-socket', body: 'Файл', attachment_ids: [theirs!.id] });
    const err = await until(() => inbox.find((m) => m.type === 'error'), 'the refusal');
    expect(err).toMatchObject({ code: 'err_issue_attachment_not_found', client_id: 'refused-file-socket' });
    const stored = await t.db.select().from(messages).where(eq(messages.body, 'Файл хавсаргав'));
    expect(stored).toHaveLength(0);
    // Another company's reader cannot upload into this conversation either.
    const out = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${interactionId}/email-attachments`,
      headers: { cookie: await signIn(t.app, stranger.emails.admin) },
      payload: { name: 'x.txt', data: b64('x') },
    });
    expect(out.statusCode).toBe(404);
  });

  it('sends the files as MIME parts of the reply, and the thread shows their links', async () => {
    const { socket, inbox, send } = await consoleSocket(base, admin);
    sockets.push(socket);
    send({ type: 'interaction.subscribe', interaction_id: interactionId, after_seq: 0 });
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x41)]);
    const one = await upload(interactionId, { name: 'Үнийн санал.pdf', mime: 'application/pdf', data: b64(pdf) });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ name: 'Үнийн санал.pdf', mime: 'application/pdf', size: pdf.length });
    const two = await upload(interactionId, { name: 'terms.txt', mime: 'text/plain', data: b64('Нөхцөл') });
    const res = await reply(interactionId, { client_id: 'reply-with-files', body: 'Үнийн саналыг хавсаргав.', attachment_ids: [one.json().id, two.json().id] });
    expect(res.statusCode).toBe(200);
    const sent = res.json().message;
    expect(sent.attachments).toEqual([
      expect.objectContaining({ kind: 'file', name: 'Үнийн санал.pdf', mime: 'application/pdf', size: pdf.length }),
      expect.objectContaining({ kind: 'file', name: 'terms.txt', mime: 'text/plain' }),
    ]);
    // Those following the conversation see it with its files.
    const created = await until(() => inbox.find((m) => m.type === 'message.created' && m.message.id === sent.id), 'the reply live');
    expect(created.type === 'message.created' && created.message.attachments?.map((a) => a.name)).toEqual(['Үнийн санал.pdf', 'terms.txt']);
    await until(() => inbox.find((m) => m.type === 'message.delivery' && m.message_id === sent.id && m.status === 'sent'), 'the reply sent', 10_000);

    // The customer's mail carries both files, byte for byte.
    const got = (await customerInbox()).find((m) => m.text?.includes('Үнийн саналыг хавсаргав'));
    expect(got).toBeDefined();
    expect(got!.attachments.map((a) => a.filename)).toEqual(['Үнийн санал.pdf', 'terms.txt']);
    expect(got!.attachments[0]!.contentType).toBe('application/pdf');
    expect(Buffer.compare(got!.attachments[0]!.content, pdf)).toBe(0);
    expect(got!.attachments[1]!.content.toString()).toBe('Нөхцөл');

    // History shows the links, and each downloads for a reader of the conversation.
    const history = await t.app.inject({ method: 'GET', url: `/api/interactions/${interactionId}/messages`, headers: { cookie: admin } });
    const row = history.json().items.find((m: { id: number }) => m.id === sent.id);
    expect(row.attachments).toHaveLength(2);
    const file = await t.app.inject({ method: 'GET', url: row.attachments[1].url, headers: { cookie: admin } });
    expect(file.body).toBe('Нөхцөл');

    // A resend of the same reply answers the stored one; a sent file cannot go out again in another reply.
    const again = await reply(interactionId, { client_id: 'reply-with-files', body: 'Үнийн саналыг хавсаргав.', attachment_ids: [one.json().id] });
    expect(again.json()).toMatchObject({ duplicate: true, message: { id: sent.id } });
    const reuse = await reply(interactionId, { client_id: 'reply-reusing-file', body: 'Дахин', attachment_ids: [one.json().id] });
    expect(reuse.json()).toMatchObject({ code: 'err_issue_attachment_not_found' });

    // A file uploaded and never sent is gone a day later; a sent one stays with its reply.
    const left = await upload(interactionId, { name: 'draft.txt', mime: 'text/plain', data: b64('never sent') });
    await t.db
      .update(emailAttachments)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(inArray(emailAttachments.id, [left.json().id, one.json().id]));
    await upload(interactionId, { name: 'next.txt', mime: 'text/plain', data: b64('next') });
    const ids = (await t.db.select({ id: emailAttachments.id }).from(emailAttachments)).map((r) => r.id);
    expect(ids).not.toContain(left.json().id);
    expect(ids).toContain(one.json().id);
  }, 30_000);
});
