import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * At most `max` creations per `windowMs` under `key`: fixed windows in webchat_limit_windows,
 * counted by visitor_conversation (migration 0039) in the statement that creates, so a refusal
 * rolls the counts back with it and refused attempts do not push the window on.
 */
export interface CreationLimit {
  key: string;
  max: number;
  windowMs: number;
}

/** Windows that ended are dropped now and then, so addresses seen once do not stay for ever. */
export async function sweepCreationWindows(db: Db) {
  await db.execute(sql`delete from webchat_limit_windows where window_end < now()`);
}
