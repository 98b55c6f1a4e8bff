import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { callLines, calls, sipCredentials } from '../db/schema';
import { createInteraction } from '../domain/interactions/create-interaction';
import { applyInteractionEventTx } from '../domain/interactions/apply-event';
import { callChannelOf, contactForNumber } from './call-party';
import type { CallEvent } from './events';
import { parseSipUser } from './sip-user';

export type CallRow = typeof calls.$inferSelect;

/**
 * The call row of a call first heard of: a call to one of a company's lines (inbound), or from a
 * person's softphone to a number (outbound). It becomes an interaction on the company's `call`
 * channel with the customer's contact (found by number or created). Null for a call that is
 * neither (between two extensions, or to a number no company has): not a conversation.
 */
export async function openCall(tx: Db, ev: CallEvent): Promise<{ call: CallRow; created: boolean } | null> {
  const [line] = await tx.select().from(callLines).where(eq(callLines.number, ev.callee)).limit(1);
  let companyId: number;
  let customer: string;
  let agentUserId: number | null = null;
  if (line) {
    companyId = line.companyId;
    customer = ev.caller;
  } else {
    if (parseSipUser(ev.callee)) return null;
    const [cred] = await tx.select().from(sipCredentials).where(eq(sipCredentials.username, ev.caller)).limit(1);
    if (!cred) return null;
    companyId = cred.companyId;
    customer = ev.callee;
    agentUserId = cred.userId;
  }
  const channelId = await callChannelOf(tx, companyId, line?.number ?? '');
  const contactId = await contactForNumber(tx, companyId, customer);
  let interaction = await createInteraction(tx, { companyId, channelId, contactId });
  if (agentUserId !== null) {
    interaction = await applyInteractionEventTx(tx, companyId, interaction.id, { type: 'interaction.assign', userId: agentUserId }, null, { locked: interaction });
  }
  const [call] = await tx
    .insert(calls)
    .values({
      companyId,
      sipCallId: ev.callid,
      lineId: line?.id ?? null,
      interactionId: interaction.id,
      direction: line ? 'in' : 'out',
      caller: ev.caller,
      callee: ev.callee,
      agentUserId,
      state: line ? 'queued' : 'ringing',
      startedAt: new Date(ev.ts * 1000),
    })
    .onConflictDoNothing()
    .returning();
  if (!call) {
    // Another process stored it first (a resync beside a live event): theirs stands.
    const [theirs] = await tx.select().from(calls).where(eq(calls.sipCallId, ev.callid)).for('update');
    throw Object.assign(new Error('call stored concurrently'), { retry: true, theirs });
  }
  return { call, created: true };
}
