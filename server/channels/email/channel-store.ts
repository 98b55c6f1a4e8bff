import { forgetChannel } from '../../domain/channels/channel-cache';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_MASK, type EmailChannel, type EmailChannelBody, type EmailSyncState } from '../../../contracts';
import type { Db } from '../../db/client';
import { channels, emailMailboxes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { testEmailConnection } from './connection-test';
import { settingsOf, type EmailSettings } from './settings';
import { assertChannelLimit } from '../../domain/channels/channel-limit';

type ChannelRow = typeof channels.$inferSelect;
type MailboxRow = typeof emailMailboxes.$inferSelect | null;

function toEmailChannel(row: ChannelRow, box: MailboxRow): EmailChannel {
  const s = settingsOf(row);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    address: s.address,
    username: s.username,
    password: PASSWORD_MASK,
    imap_host: s.imap_host,
    imap_port: s.imap_port,
    imap_security: s.imap_security,
    smtp_host: s.smtp_host,
    smtp_port: s.smtp_port,
    smtp_security: s.smtp_security,
    is_active: row.isActive,
    sync_state: (box?.syncState ?? 'pending') as EmailSyncState,
    sync_error: box?.syncError ?? null,
    import: box && box.importTotal !== null ? { done: Math.min(box.importDone, box.importTotal), total: box.importTotal } : null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listEmailChannels(db: Db, companyId: number): Promise<EmailChannel[]> {
  const rows = await db
    .select()
    .from(channels)
    .leftJoin(emailMailboxes, eq(emailMailboxes.channelId, channels.id))
    .where(and(eq(channels.companyId, companyId), eq(channels.type, 'email')))
    .orderBy(asc(channels.id));
  return rows.map((r) => toEmailChannel(r.channels, r.email_mailboxes));
}

async function findRow(db: Db, companyId: number, id: number): Promise<ChannelRow> {
  const [row] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.id, id), eq(channels.companyId, companyId), eq(channels.type, 'email')));
  if (!row) throw new AppError('err_channel_not_found');
  return row;
}

export async function getEmailChannel(db: Db, companyId: number, id: number): Promise<EmailChannel> {
  const row = await findRow(db, companyId, id);
  const [box] = await db.select().from(emailMailboxes).where(eq(emailMailboxes.channelId, id));
  return toEmailChannel(row, box ?? null);
}

function settingsFrom(body: EmailChannelBody, password: string): EmailSettings {
  return {
    address: body.address,
    username: body.username,
    password,
    imap_host: body.imap_host.toLowerCase(),
    imap_port: body.imap_port,
    imap_security: body.imap_security,
    smtp_host: body.smtp_host.toLowerCase(),
    smtp_port: body.smtp_port,
    smtp_security: body.smtp_security,
  };
}

async function refuseDuplicate(db: Db, companyId: number, address: string, exceptId?: number) {
  const where = and(
    eq(channels.companyId, companyId),
    eq(channels.type, 'email'),
    sql`${channels.config}->>'address' = ${address}`,
    exceptId ? ne(channels.id, exceptId) : undefined,
  );
  const [dup] = await db.select({ id: channels.id }).from(channels).where(where).limit(1);
  if (dup) throw new AppError('err_channel_already_connected');
}

/** Connects a mailbox: the connection is tested first; nothing is stored when it fails. */
export async function createEmailChannel(db: Db, companyId: number, body: EmailChannelBody, log?: FastifyBaseLogger): Promise<EmailChannel> {
  if (!body.password) throw new AppError('err_value_required', { field: 'password' });
  await refuseDuplicate(db, companyId, body.address);
  await assertChannelLimit(db, companyId);
  const settings = settingsFrom(body, body.password);
  await testEmailConnection(settings, log);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(channels)
      .values({ companyId, type: 'email', name: body.name, number: body.address, description: body.description, isActive: body.is_active, config: settings })
      .returning({ id: channels.id });
    await tx.insert(emailMailboxes).values({ channelId: row!.id });
    return row!.id;
  });
  return getEmailChannel(db, companyId, id);
}

/** Changes a mailbox; an empty password keeps the stored one. The connection is tested again. */
export async function updateEmailChannel(db: Db, companyId: number, id: number, body: EmailChannelBody, log?: FastifyBaseLogger): Promise<EmailChannel> {
  const row = await findRow(db, companyId, id);
  await refuseDuplicate(db, companyId, body.address, id);
  const settings = settingsFrom(body, body.password || settingsOf(row).password);
  if (body.is_active) await testEmailConnection(settings, log);
  const sameMailbox = settingsOf(row).address === settings.address && settingsOf(row).imap_host === settings.imap_host && loginSame(row, settings);
  await db.transaction(async (tx) => {
    await tx
      .update(channels)
      .set({ name: body.name, number: body.address, description: body.description, isActive: body.is_active, config: settings })
      .where(eq(channels.id, id));
    // A new mailbox is read from its start; a fixed password clears the failure mark.
    await tx
      .insert(emailMailboxes)
      .values({ channelId: id })
      .onConflictDoUpdate({
        target: emailMailboxes.channelId,
        set: sameMailbox
          ? { syncState: 'pending', syncError: null, failures: 0, updatedAt: new Date() }
          : { syncState: 'pending', syncError: null, failures: 0, lastUid: 0, uidValidity: null, importTotal: null, importDone: 0, updatedAt: new Date() },
      });
  });
  forgetChannel(db, id);
  return getEmailChannel(db, companyId, id);
}

const loginSame = (row: ChannelRow, s: EmailSettings) => (settingsOf(row).username || settingsOf(row).address) === (s.username || s.address);
