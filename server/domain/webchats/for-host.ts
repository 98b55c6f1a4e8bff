import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webchats } from '../../db/schema';
import type { WebchatRow } from './to-webchat';

/** 'a.shop.mn' → ['a.shop.mn', 'shop.mn', 'mn']: the domains a page on that host belongs to. */
export function hostSuffixes(host: string): string[] {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.').filter(Boolean);
  return labels.map((_, i) => labels.slice(i).join('.'));
}

/**
 * The web chat a page on `host` embeds: the active one whose domain is the host or a parent of
 * it (the most specific first), else the oldest active one. The demo site uses it so it works on
 * whatever address the server is reached by.
 */
export async function webchatForHost(db: Db, host: string): Promise<WebchatRow | undefined> {
  const suffixes = hostSuffixes(host);
  if (suffixes.length) {
    const rows = await db
      .select()
      .from(webchats)
      .where(and(eq(webchats.isActive, true), inArray(webchats.domain, suffixes)));
    const best = rows.sort((a, b) => b.domain.length - a.domain.length)[0];
    if (best) return best;
  }
  const [first] = await db.select().from(webchats).where(eq(webchats.isActive, true)).orderBy(asc(webchats.id)).limit(1);
  return first;
}
