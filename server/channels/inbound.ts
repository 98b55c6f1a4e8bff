import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { interactions, messages } from '../db/schema';
import { INTERACTION_SUBJECT_MAX, type MessageAttachment } from '../../contracts';
import { createInteraction } from '../domain/interactions/create-interaction';
import { applyInteractionEvent } from '../domain/interactions/apply-event';
import type { InteractionRow } from '../domain/interactions/apply-event';
import type { AppendResult } from '../domain/interactions/message-writer';
import { AppError } from '../lib/app-error';
import { cachedChannel } from '../domain/channels/channel-cache';
import { contactOf, type ChannelIdentity } from './contact-of';
import type { ChannelDeps } from './deps';

export type { ChannelIdentity };

export interface InboundMessage {
  companyId: number;
  channelId: number;
  identity: ChannelIdentity;
  /** The provider's id of the message: a provider's retry of it is stored once. */
  externalMessageId: string;
  body: string;
  attachments?: MessageAttachment[];
  /** A conversation the adapter already matched (an e-mail thread): used while it is still open. */
  interactionId?: number;
  /**
   * Mail a mailbox held before it was connected (the first-connect import): stored at its own time,
   * in a conversation of origin 'import' that service figures leave out and no virtual agent
   * answers. `closeAs` (the mail was already read there) closes a new conversation at once with
   * that subject, as history, instead of queueing it.
   */
  imported?: { at: Date; closeAs: string | null };
}

export interface InboundResult {
  interactionId: number;
  seq: number;
  duplicate: boolean;
  /** A new conversation was started in the queue for it. */
  created: boolean;
}

/** The client id a provider's message is stored under, so it can never meet a staff client id. */
export const inboundClientId = (kind: ChannelIdentity['kind'], externalId: string) => `${kind}:${externalId}`;

/**
 * A customer's message from a channel (a verified webhook, a mailbox): its contact found or made
 * from the identity, its conversation (the open one of this channel and contact, or a new one in
 * the queue), stored through the one message writer and published after the commit the way the
 * web-chat visitor's message is (visitor-events.ts). An inactive or unknown channel stores
 * nothing: null, with a log line.
 */
export async function ingestInbound(deps: ChannelDeps, input: InboundMessage, known?: { isActive: boolean }): Promise<InboundResult | null> {
  const { db, writer, realtime, log } = deps;
  // The webhook has just read the channel to check the signature: its row is taken as it is.
  const channel = known ?? (await activeOf(db, input));
  if (!channel?.isActive) {
    log.info({ channelId: input.channelId, found: !!channel }, 'inbound message dropped: channel inactive or gone');
    return null;
  }
  const clientId = inboundClientId(input.identity.kind, input.externalMessageId);
  // One trip for the usual case: a retry already stored, or the identity's open conversation.
  const seen = await lookUp(db, input);
  if (seen.stored) return { ...seen.stored, duplicate: true, created: false };

  const append = (interactionId: number) =>
    writer.append({ companyId: input.companyId, interactionId, clientId, authorType: 'contact', authorUserId: null, body: input.body });
  let created: InteractionRow | null = null;
  let result: AppendResult | null = null;
  let stage: string | null = null;
  // The conversation found may close before the message is stored: then a new one takes it.
  for (let attempt = 0; attempt < 3 && !result; attempt++) {
    const conv =
      attempt === 0 && seen.open && !input.interactionId
        ? { ...seen.open, created: null }
        : await conversationOf(db, input, attempt === 0 ? input.interactionId : undefined);
    created = conv.created;
    stage = conv.stage;
    result = await append(conv.id).catch((err) => (err instanceof AppError && err.code === 'err_interaction_closed' ? null : Promise.reject(err)));
  }
  if (!result) throw new AppError('err_interaction_closed');
  const { message, duplicate } = result;
  if (!duplicate) {
    const attachments = input.attachments?.length ? input.attachments : null;
    const at = input.imported?.at;
    await db
      .update(messages)
      .set({ externalId: input.externalMessageId, attachments, ...(at ? { createdAt: at } : {}) })
      .where(eq(messages.id, message.id));
    if (attachments) message.attachments = attachments;
    if (at) message.created_at = at.toISOString();
    if (created && input.imported?.closeAs != null) created = await closeAsHistory(db, created, input.imported.closeAs, input.imported.at);
    if (created) await realtime.interactionChanged({ ...created, lastSeq: message.seq });
    realtime.publishMessage(result);
    if (created?.status === 'open') void realtime.routeQueue(input.companyId).catch((err) => log.warn({ err }, 'routing after an inbound message failed'));
    // A virtual agent switched on for the channel answers first (as on web chat); a conversation
    // that is not with one costs no bot-session read.
    if (stage === 'virtual_agent' && !input.imported)
      await deps.bots
        ?.onCustomerMessage({ companyId: input.companyId, interactionId: message.interaction_id, seq: message.seq, text: input.body })
        .catch((err: unknown) => log.warn({ err }, 'the virtual agent could not answer an inbound message'));
  }
  return { interactionId: message.interaction_id, seq: message.seq, duplicate, created: !!created && !duplicate };
}

/** An imported mail already read in the mailbox: its new conversation closed at the mail's time, by no one. */
async function closeAsHistory(db: Db, row: InteractionRow, subject: string, at: Date): Promise<InteractionRow> {
  const closed = await applyInteractionEvent(db, row.companyId, row.id, { type: 'interaction.close', subject: subject.slice(0, INTERACTION_SUBJECT_MAX) }, null);
  const [dated] = await db.update(interactions).set({ closedAt: at }).where(eq(interactions.id, row.id)).returning();
  return dated ?? closed;
}

async function activeOf(db: Db, input: InboundMessage) {
  const row = await cachedChannel(db, input.channelId);
  return row && row.companyId === input.companyId ? row : null;
}

/**
 * In one statement: a provider's retry or replay (the message already stored under its provider id
 * on this channel, in any of its conversations, closed ones too), and the open conversation of this
 * channel with this identity. A retry racing the first copy is caught by the writer instead: the
 * same client id in the same open conversation is stored once.
 */
async function lookUp(db: Db, input: InboundMessage) {
  const res = (await db.execute(sql`
    select s.interaction_id as stored_interaction, s.seq as stored_seq, o.id as open_id, o.stage as open_stage
    from (select 1) as one
    left join lateral (
      select m.interaction_id, m.seq from ${messages} m join ${interactions} i on i.id = m.interaction_id
      where m.external_id = ${input.externalMessageId} and i.channel_id = ${input.channelId} and m.author_type = 'contact' limit 1
    ) s on true
    left join lateral (
      select id, stage from ${interactions}
      where company_id = ${input.companyId} and channel_id = ${input.channelId} and status = 'open' and channel_identity = ${input.identity.externalId}
      order by id limit 1
    ) o on true`)) as unknown as {
    rows: { stored_interaction: number | null; stored_seq: number | null; open_id: number | null; open_stage: string | null }[];
  };
  const r = res.rows[0];
  return {
    stored: r?.stored_interaction != null ? { interactionId: Number(r.stored_interaction), seq: Number(r.stored_seq) } : null,
    open: r?.open_id != null ? { id: Number(r.open_id), stage: r.open_stage } : null,
  };
}

/**
 * The open conversation of this channel with this identity (one indexed look-up, the usual case),
 * or the one the adapter matched while it is open, or else, under a lock per identity, the open
 * one of the identity's contact (found or made) or a new one in the queue.
 */
async function conversationOf(db: Db, input: InboundMessage, matched: number | undefined): Promise<{ id: number; stage: string | null; created: InteractionRow | null }> {
  const byChannel = and(eq(interactions.companyId, input.companyId), eq(interactions.channelId, input.channelId), eq(interactions.status, 'open'));
  const first = (tx: Db, where: ReturnType<typeof and>) =>
    tx
      .select({ id: interactions.id, stage: interactions.stage })
      .from(interactions)
      .where(where)
      .orderBy(interactions.id)
      .limit(1)
      .then(([row]) => row);
  if (matched) {
    const thread = await first(db, and(byChannel, eq(interactions.id, matched)));
    if (thread) return { ...thread, created: null };
  }
  const ofIdentity = and(byChannel, eq(interactions.channelIdentity, input.identity.externalId));
  const open = await first(db, ofIdentity);
  if (open) return { ...open, created: null };
  const contactId = await contactOf(db, input.companyId, input.identity);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('channel-conversation'), ${contactId})`);
    const again = await first(tx, and(byChannel, eq(interactions.contactId, contactId)));
    if (again) return { ...again, created: null };
    const row = await createInteraction(tx, {
      companyId: input.companyId,
      channelId: input.channelId,
      contactId,
      channelIdentity: input.identity.externalId,
      imported: input.imported,
    });
    return { id: row.id, stage: row.stage, created: row as InteractionRow };
  });
}
