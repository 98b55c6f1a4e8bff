import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { visitors } from '../../db/schema';
import type { VisitorLocale } from '../../../contracts';
import { issueToken, tokenDigest, tokenSigned } from './token';

export type VisitorRow = typeof visitors.$inferSelect;

/** Who a widget's handshake is: a stored visitor (`id`), or one who has not written yet (`id` null). */
export interface VisitorIdentity {
  id: number | null;
  token: string;
  /** The token's digest: the same for every tab of the visitor, row or not. */
  key: string;
}

/**
 * The visitor behind a widget's stored token. A token with a row (of this web chat) is that
 * visitor; a token this server signed for this web chat but without a row is a visitor who has not
 * written yet; anything else gets a new signed token. No row is made here: its first message makes it
 * (visitor_conversation, open-conversation.ts).
 */
export async function resolveVisitor(db: Db, w: { id: number }, token: string | undefined, locale: VisitorLocale, secret: string): Promise<VisitorIdentity> {
  if (token) {
    const key = tokenDigest(token);
    const [found] = await db
      .update(visitors)
      .set({ lastSeenAt: new Date(), locale })
      .where(and(eq(visitors.tokenHash, key), eq(visitors.webchatId, w.id)))
      .returning({ id: visitors.id });
    if (found) return { id: found.id, token, key };
    if (tokenSigned(secret, w.id, token)) return { id: null, token, key };
  }
  const fresh = issueToken(secret, w.id);
  return { id: null, token: fresh, key: tokenDigest(fresh) };
}
