import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Message, VisitorMessage } from '../../../contracts';

/**
 * Messages as a visitor sees them: staff by first name only (never id or e-mail), virtual agents by
 * the web chat's name. One query for the names of a whole page.
 */
export async function toVisitorMessages(db: Db, botName: string, items: Message[]): Promise<VisitorMessage[]> {
  const staffIds = [...new Set(items.filter((m) => m.author_type === 'user' && m.author_user_id !== null).map((m) => m.author_user_id!))];
  const names = new Map(
    staffIds.length ? (await db.select({ id: users.id, firstName: users.firstName }).from(users).where(inArray(users.id, staffIds))).map((u) => [u.id, u.firstName]) : [],
  );
  return items.map((m) => visitorMessageOf(m, m.author_type === 'user' ? (names.get(m.author_user_id ?? 0) ?? '') : botName));
}

/** One message, with the name already known (user: their first name; bot: the web chat's name). */
export function visitorMessageOf(m: Message, name: string): VisitorMessage {
  return {
    seq: m.seq,
    client_id: m.author_type === 'contact' ? m.client_id : null,
    author: m.author_type,
    author_name: m.author_type === 'user' || m.author_type === 'bot' ? name : '',
    body: m.body,
    created_at: m.created_at,
  };
}
