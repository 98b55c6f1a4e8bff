import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { callEvents, calls, interactions, sipCredentials } from '../db/schema';
import { applyInteractionEventTx, type InteractionRow } from '../domain/interactions/apply-event';
import { AppError } from '../lib/app-error';
import type { CallEvent } from './events';
import { openCall, type CallRow } from './open-call';
import { closingSubject, timelineNote, type NotePart } from './timeline-text';

/** States in which a call still lasts (the agent's whole capacity goes to it). */
export const LIVE_CALL_STATES = ['queued', 'ringing', 'talking', 'held'] as const;
const FINAL = new Set(['ended', 'abandoned', 'failed']);

/** What a stored event changed: published by the caller after the commit. */
export interface CallOutcome {
  call: CallRow;
  /** The line the conversation gets (a system message, as locale keys), if any. */
  note: NotePart[] | null;
  /** The conversation's row when the event moved it (assigned). */
  interaction: InteractionRow | null;
  /** The event opened the call (a new conversation to publish). */
  opened: boolean;
  /** The subject its conversation is closed with after the note (abandoned, failed). */
  closeWith: string | null;
}

async function userOfSip(tx: Db, sipUser: string): Promise<number | null> {
  if (!sipUser) return null;
  const [c] = await tx.select({ userId: sipCredentials.userId }).from(sipCredentials).where(eq(sipCredentials.username, sipUser)).limit(1);
  return c?.userId ?? null;
}

/** The interaction machine's event, skipped when the machine would not take it (taken or closed by hand). */
async function move(tx: Db, call: CallRow, event: Parameters<typeof applyInteractionEventTx>[3]) {
  if (!call.interactionId) return null;
  try {
    return await applyInteractionEventTx(tx, call.companyId, call.interactionId, event, null);
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

/**
 * Stores one call event and moves the call and its conversation on, in one transaction: the
 * first event of a call opens it (open-call.ts); an event already stored (a resync's repeat) or
 * of a call that is no conversation is answered null; an answer assigns the conversation to the
 * agent, who closes it with a subject after the call (wrap-up); a caller who hangs up before an
 * answer (abandoned) or a failed call closes it with the system's subject.
 */
export async function recordCallEvent(db: Db, ev: CallEvent, retried = false): Promise<CallOutcome | null> {
  try {
    return await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      let [call] = await tx.select().from(calls).where(eq(calls.sipCallId, ev.callid)).for('update');
      let opening = false;
      if (!call) {
        const opened = await openCall(tx, ev);
        if (!opened) return null;
        call = opened.call;
        opening = true;
      }
      // The routing hook may have opened the call before its own event came (a second's difference in ts).
      if (ev.event === 'call_attempt' && !opening) return null;
      const stored = await tx
        .insert(callEvents)
        .values({ callId: call.id, companyId: call.companyId, event: ev.event, ts: ev.ts, detail: ev })
        .onConflictDoNothing()
        .returning({ id: callEvents.id });
      if (!stored.length) return null;
      const at = new Date(ev.ts * 1000);
      const patch: Partial<CallRow> = { updatedAt: new Date() };
      let note: NotePart[] | null = null;
      let interaction: InteractionRow | null = null;
      let closeWith: string | null = null;
      const agentUser = (await userOfSip(tx, ev.agent)) ?? call.agentUserId;
      const final = FINAL.has(call.state);
      switch (ev.event) {
        case 'call_attempt':
          note = [call.direction === 'in' ? timelineNote('incoming', { caller: call.caller }) : timelineNote('outgoing', { callee: call.callee })];
          break;
        case 'ringing':
          if (final || call.answeredAt) break;
          Object.assign(patch, { state: 'ringing', agentUserId: agentUser });
          if (ev.agent) note = [timelineNote('ringing', { agent: ev.agent })];
          break;
        case 'answered':
          if (final || call.answeredAt) break;
          Object.assign(patch, { state: 'talking', answeredAt: at, agentUserId: agentUser });
          note = [timelineNote('answered', { agent: ev.agent || ev.callee })];
          if (agentUser !== null && call.direction === 'in') interaction = await move(tx, call, { type: 'interaction.assign', userId: agentUser });
          // Answering is the agent's first response (service level and the wall screen count it).
          if (call.interactionId)
            await tx
              .update(interactions)
              .set({ firstResponseAt: at })
              .where(and(eq(interactions.id, call.interactionId), isNull(interactions.firstResponseAt)));
          break;
        case 'held':
        case 'resumed':
          if (final || !call.answeredAt) break;
          patch.state = ev.event === 'held' ? 'held' : 'talking';
          note = [timelineNote(ev.event)];
          break;
        case 'transferred':
          note = [timelineNote('transferred', { to: ev.to ?? '' })];
          break;
        case 'ended':
          if (final) break;
          Object.assign(patch, {
            state: 'ended',
            endedAt: at,
            durationS: ev.duration ?? Math.max(0, Math.round((at.getTime() - (call.answeredAt ?? at).getTime()) / 1000)),
            endedBy: ev.by === call.caller ? 'caller' : 'agent',
          });
          note = [timelineNote(ev.by === call.caller ? 'ended_caller' : 'ended_agent', { duration: patch.durationS! })];
          break;
        case 'cancelled':
        case 'failed':
          if (final || call.answeredAt) break;
          Object.assign(patch, { state: ev.event === 'cancelled' ? 'abandoned' : 'failed', endedAt: at, failCode: ev.code ?? null, durationS: 0 });
          note = [ev.event === 'cancelled' ? timelineNote('abandoned') : timelineNote('failed', { code: ev.code ?? '' })];
          closeWith = closingSubject(ev.event === 'cancelled' ? 'abandoned' : 'failed');
          break;
      }
      const [updated] = await tx
        .update(calls)
        .set(patch)
        .where(and(eq(calls.id, call.id)))
        .returning();
      if (opening && ev.event !== 'call_attempt') note = [timelineNote('incoming', { caller: call.caller }), ...(note ?? [])];
      return { call: updated, note, interaction, opened: opening, closeWith };
    });
  } catch (err) {
    if (!retried && (err as { retry?: boolean }).retry) return recordCallEvent(db, ev, true);
    throw err;
  }
}
