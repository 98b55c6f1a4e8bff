import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** At most `max` creations per `windowMs` under `key`. */
export interface CreationLimit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one creation under each key in ONE statement (fixed windows in webchat_limit_windows),
 * and answers the seconds until the fullest key frees up, or 0 when every key is within its limit.
 * Run inside the transaction that creates: a refusal rolls the counts back with it, so refused
 * attempts do not push the window on. Keys are counted in sorted order, so two transactions never
 * wait on each other's keys the other way round.
 */
export async function countCreation(tx: Db, limits: CreationLimit[]): Promise<number> {
  const sorted = [...limits].sort((a, b) => (a.key < b.key ? -1 : 1));
  const result = await tx.execute(sql`
    insert into webchat_limit_windows (key, hits, window_end)
    select k, 1, now() + w * interval '1 millisecond'
    from unnest(${sql.param(sorted.map((l) => l.key))}::text[], ${sql.param(sorted.map((l) => l.windowMs))}::int[]) as t(k, w)
    on conflict (key) do update set
      hits = case when webchat_limit_windows.window_end <= now() then 1 else webchat_limit_windows.hits + 1 end,
      window_end = case when webchat_limit_windows.window_end <= now() then excluded.window_end else webchat_limit_windows.window_end end
    returning key, hits, extract(epoch from window_end - now()) as left_s
  `);
  // Both drivers (node-postgres, and PGlite through its wire) answer a pg QueryResult.
  const { rows } = result as unknown as { rows: Row[] };
  let wait = 0;
  for (const r of rows) {
    const limit = sorted.find((l) => l.key === r.key)!;
    if (Number(r.hits) > limit.max) wait = Math.max(wait, Math.ceil(Number(r.left_s)));
  }
  return wait > 0 ? wait : 0;
}

type Row = {
  key: string;
  hits: number | string;
  left_s: number | string;
};

/** Windows that ended are dropped now and then, so addresses seen once do not stay for ever. */
export async function sweepCreationWindows(db: Db) {
  await db.execute(sql`delete from webchat_limit_windows where window_end < now()`);
}
