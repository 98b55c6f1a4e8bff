import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interactions, messages, visitors } from '../../db/schema';
import type { VisitorLocale } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { createInteraction } from '../interactions/create-interaction';
import type { InteractionRow } from '../interactions/apply-event';
import { countCreation, type CreationLimit } from './creation-limits';
import { storeVisitor } from './identity';

export interface MessageVisitor {
  /** Null until the visitor's first message makes its row (here). */
  visitorId: number | null;
  visitorKey: string;
  companyId: number;
  webchatId: number;
  channelId: number;
  locale: VisitorLocale;
}

/**
 * The conversation a visitor's message goes to: the open one, or a new one in the queue on the
 * web chat's channel, counted against `limits` (past one: err_webchat_busy, and nothing is made,
 * not even the visitor's row). The visitor row is locked (made, on a first message), so two tabs
 * sending at once start one conversation; a resend of a message already stored goes where the
 * first copy went. `created` is the new conversation's row as stored (null when it was there).
 */
export async function conversationForMessage(db: Db, v: MessageVisitor, clientId: string, limits: CreationLimit[]) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    let visitorId = v.visitorId;
    if (visitorId === null) visitorId = await storeVisitor(tx, { companyId: v.companyId, webchatId: v.webchatId, key: v.visitorKey, locale: v.locale });
    else await tx.select({ id: visitors.id }).from(visitors).where(eq(visitors.id, visitorId)).for('update');
    const [sent] = await tx
      .select({ interactionId: messages.interactionId })
      .from(messages)
      .innerJoin(interactions, eq(interactions.id, messages.interactionId))
      .where(and(eq(interactions.visitorId, visitorId), eq(messages.clientId, clientId)))
      .limit(1);
    if (sent) return { interactionId: sent.interactionId, created: null, visitorId };
    const [open] = await tx
      .select({ id: interactions.id })
      .from(interactions)
      .where(and(eq(interactions.visitorId, visitorId), eq(interactions.status, 'open')))
      .limit(1);
    if (open) return { interactionId: open.id, created: null, visitorId };
    const wait = await countCreation(tx, limits);
    if (wait) throw new AppError('err_webchat_busy', { retry_after: wait });
    const row = await createInteraction(tx, { companyId: v.companyId, channelId: v.channelId, visitorId });
    return { interactionId: row.id, created: row as InteractionRow | null, visitorId };
  });
}
