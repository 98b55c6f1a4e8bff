import { and, eq, sql } from 'drizzle-orm';
import type { MessageNote } from '../../../contracts';
import type { Db } from '../../db/client';
import { interactions, messengerThreads } from '../../db/schema';
import { storeSystemNote } from '../../domain/interactions/system-note';
import type { ChannelDeps } from '../deps';
import { ChannelSendError } from '../outbound';
import { graphCall, type GraphConfig } from './graph';

/**
 * Messenger's handover protocol (Facebook's "Handover Protocol"): a page's thread with a customer is
 * held by one app at a time. Another app (the page's inbox, another bot) may take it; while it holds
 * it, the customer's messages reach us as `standby` events. This app, set as the page's primary
 * receiver (the connect dialog's guide), takes the thread back before it replies.
 */
export async function threadHeldByOther(db: Db, channelId: number, psid: string): Promise<boolean> {
  const [row] = await db
    .select({ held: messengerThreads.heldByOther })
    .from(messengerThreads)
    .where(and(eq(messengerThreads.channelId, channelId), eq(messengerThreads.psid, psid)));
  return row?.held ?? false;
}

/** Records who holds the thread; answers whether that changed. */
async function setHolder(db: Db, channelId: number, psid: string, heldByOther: boolean): Promise<boolean> {
  const before = await threadHeldByOther(db, channelId, psid);
  await db
    .insert(messengerThreads)
    .values({ channelId, psid, heldByOther })
    .onConflictDoUpdate({ target: [messengerThreads.channelId, messengerThreads.psid], set: { heldByOther, updatedAt: sql`now()` } });
  return before !== heldByOther;
}

type NoteDeps = Pick<ChannelDeps, 'db' | 'writer' | 'realtime'>;

/** A line in the customer's open conversation on this channel, if there is one, in each reader's language. */
async function noteInOpenConversation(deps: NoteDeps, channel: { id: number; companyId: number }, psid: string, line: string) {
  const [open] = await deps.db
    .select({ id: interactions.id })
    .from(interactions)
    .where(and(eq(interactions.channelId, channel.id), eq(interactions.channelIdentity, psid), eq(interactions.status, 'open')))
    .limit(1);
  if (!open) return;
  const note: MessageNote = [{ key: `channels:timeline.${line}`, params: {} }];
  const stored = await storeSystemNote(deps.db, deps.writer, { companyId: channel.companyId, interactionId: open.id }, note);
  if (stored) deps.realtime.publishMessage(stored);
}

/**
 * The page told us who holds the thread now (a handover event, or a standby message: another app
 * holds it). A change is told in the open conversation, so agents know why their reply takes it back.
 */
export async function threadMoved(deps: ChannelDeps, channel: { id: number; companyId: number }, psid: string, heldByOther: boolean) {
  if (await setHolder(deps.db, channel.id, psid, heldByOther)) await noteInOpenConversation(deps, channel, psid, heldByOther ? 'thread_taken' : 'thread_passed');
}

/**
 * Before a reply: when another app holds the thread, take it back (`POST /me/take_thread_control`,
 * which a primary receiver may always do). A secondary receiver is refused by Facebook: the reply
 * fails with err_channel_thread_held, which says how to set the page up.
 */
export async function takeThreadIfHeld(
  deps: Pick<ChannelDeps, 'db' | 'writer' | 'realtime'>,
  cfg: GraphConfig,
  token: string,
  channel: { id: number; companyId: number },
  psid: string,
) {
  if (!(await threadHeldByOther(deps.db, channel.id, psid))) return;
  try {
    await graphCall<{ success: boolean }>(cfg, 'me/take_thread_control', token, {
      method: 'POST',
      body: { recipient: { id: psid }, metadata: 'An agent replied from the contact centre' },
    });
  } catch (err) {
    if (err instanceof ChannelSendError && (err.code === 'err_channel_token_expired' || err.code === 'err_channel_rate_limited')) throw err;
    throw new ChannelSendError('err_channel_thread_held');
  }
  if (await setHolder(deps.db, channel.id, psid, false)) await noteInOpenConversation(deps, channel, psid, 'thread_taken_back');
}
