import { and, eq } from 'drizzle-orm';
import { fromPromise, waitFor } from 'xstate';
import type { Db } from '../../db/client';
import { interactions, users } from '../../db/schema';
import type { InteractionEvent } from '../../../contracts';
import { interactionMachine, type EscalateInput } from '../../../machines/interaction.machine';
import { canTransition, interactionStateOf, isPersistable, restoreInteractionActor, toPersisted } from '../../../machines/interaction.persistence';
import { AppError } from '../../lib/app-error';
import { persistedOf } from './persisted-of';

export type InteractionRow = typeof interactions.$inferSelect;

/** Assignment and escalation go only to an active staff member of the same company. */
async function requireColleague(db: Db, companyId: number, userId: number) {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.status, 'active'), eq(users.userType, 'human')))
    .limit(1);
  if (!u) throw new AppError('err_user_not_found');
}

/**
 * Applies one lifecycle event with the same machine the console uses: the row is locked, the stored
 * state restored, an event the machine would not take refused, and the new state stored with the
 * columns lists read (status, stage, owner, closing and rating fields) in the same transaction.
 * `actorUserId` is null when the system acts (routing, a customer's rating).
 */
export async function applyInteractionEvent(
  db: Db,
  companyId: number,
  interactionId: number,
  event: InteractionEvent,
  actorUserId: number | null,
  opts: ApplyOptions = {},
) {
  return db.transaction(async (tx) => applyInteractionEventTx(tx as unknown as Db, companyId, interactionId, event, actorUserId, opts));
}

export interface ApplyOptions {
  /**
   * The row as the caller already read it FOR UPDATE in this transaction (routing's queue, a
   * requeue, a rating): not read again.
   */
  locked?: InteractionRow;
  /** Runs on the locked row before anything changes; what it throws refuses the event (who may act on it). */
  check?: (row: InteractionRow) => void;
}

/** The same, inside a transaction the caller already holds (routing applies many under one lock). */
export async function applyInteractionEventTx(
  tx: Db,
  companyId: number,
  interactionId: number,
  event: InteractionEvent,
  actorUserId: number | null,
  { locked, check }: ApplyOptions = {},
): Promise<InteractionRow> {
  const [row] =
    locked && locked.id === interactionId && locked.companyId === companyId
      ? [locked]
      : await tx
          .select()
          .from(interactions)
          .where(and(eq(interactions.id, interactionId), eq(interactions.companyId, companyId)))
          .for('update');
  if (!row) throw new AppError('err_interaction_not_found');
  check?.(row);
  const before = persistedOf(row);
  const stamped: InteractionEvent = event.type === 'interaction.close' ? { ...event, closedBy: actorUserId ?? undefined } : event;
  if (!canTransition(before, stamped)) {
    // Closing is allowed here but for the missing subject (spec §5): say so, not "not allowed".
    if (stamped.type === 'interaction.close' && canTransition(before, { ...stamped, subject: 'x' })) throw new AppError('err_interaction_subject_empty');
    throw new AppError('err_interaction_transition');
  }
  if (stamped.type === 'interaction.assign' || (stamped.type === 'interaction.handover' && stamped.userId)) {
    await requireColleague(tx, companyId, stamped.userId!);
  }
  // An escalation checks its colleague in the machine's `escalate` actor: a refusal there is the
  // spec's escalation failure message, and the state is left as it was (the transaction rolls back).
  const machine = interactionMachine.provide({
    actors: { escalate: fromPromise<void, EscalateInput>(async ({ input }) => requireColleague(tx, companyId, input.toUserId)) },
  });
  const actor = restoreInteractionActor(before, machine);
  actor.send(stamped);
  const snapshot = await waitFor(actor, isPersistable, { timeout: 10_000 });
  actor.stop();
  const after = toPersisted(snapshot);
  const state = interactionStateOf(after);
  const ctx = after.context;
  const [updated] = await tx
    .update(interactions)
    .set({
      state: after,
      status: state.status,
      stage: state.status === 'open' ? state.stage : row.stage,
      ownerUserId: ctx.assigneeId,
      subject: ctx.subject,
      closedAt: state.status === 'closed' ? (row.closedAt ?? new Date()) : null,
      closedByUserId: state.status === 'closed' ? ctx.closedBy : null,
      rating: ctx.rating,
      ratingRequestedAt: stamped.type === 'interaction.requestRating' ? new Date() : row.ratingRequestedAt,
    })
    .where(eq(interactions.id, interactionId))
    .returning();
  if (stamped.type === 'interaction.escalate' && ctx.lastEscalation === 'failed') throw new AppError('err_interaction_escalate_failed');
  return updated;
}
