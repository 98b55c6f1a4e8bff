import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interactions } from '../../db/schema';
import { rowOfJson } from '../../db/row-of-json';
import type { VisitorLocale } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import type { InteractionRow } from '../interactions/apply-event';
import { startingStage } from '../interactions/create-interaction';
import type { CreationLimit } from './creation-limits';

export interface MessageVisitor {
  /** Null until the visitor's first message makes its row (here). */
  visitorId: number | null;
  visitorKey: string;
  companyId: number;
  webchatId: number;
  channelId: number;
  locale: VisitorLocale;
}

type Row = { r_visitor_id: number; r_interaction_id: number; r_created: Record<string, unknown> | null };

/**
 * The conversation a visitor's message goes to: the open one, or a new one in the queue on the
 * web chat's channel (with the channel's virtual agent first when one takes it), counted against
 * `limits` (past one: err_webchat_busy, and nothing is made, not even the visitor's row). The
 * visitor row is locked (made, on a first message), so two tabs sending at once start one
 * conversation; a resend of a message already stored goes where the first copy went. `created` is
 * the new conversation's row as stored (null when it was there).
 * ONE statement, visitor_conversation (migration 0039), not a transaction: on the embedded database
 * a transaction holds the only session for every round trip. Whether an agent takes a new
 * conversation is asked first (cached, and a billing read only where an agent is switched on).
 */
export async function conversationForMessage(db: Db, v: MessageVisitor, clientId: string, limits: CreationLimit[]) {
  const stage = await startingStage(db, v.companyId, v.channelId);
  const res = await db
    .execute<Row>(
      sql`select r_visitor_id, r_interaction_id, r_created from visitor_conversation(${v.companyId}, ${v.webchatId}, ${v.channelId}, ${v.visitorId}::int,
        ${v.visitorKey}, ${v.locale}, ${clientId}, ${sql.param(limits.map((l) => l.key))}::text[], ${sql.param(limits.map((l) => l.windowMs))}::int[],
        ${sql.param(limits.map((l) => l.max))}::float8[], ${stage})`,
    )
    .catch((err: unknown) => {
      const pg = ((err as { cause?: unknown }).cause ?? err) as { code?: string; message?: string; detail?: string };
      if (pg.code === 'P0001' && pg.message === 'webchat_busy') throw new AppError('err_webchat_busy', { retry_after: Number(pg.detail) });
      throw err;
    });
  const [row] = (res as unknown as { rows: Row[] }).rows;
  const created: InteractionRow | null = row.r_created ? rowOfJson(interactions, row.r_created) : null;
  return { interactionId: Number(row.r_interaction_id), created, visitorId: Number(row.r_visitor_id) };
}
