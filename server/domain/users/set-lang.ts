import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Locale } from '../../../contracts';

/** The user's language, kept so the choice follows them to every browser. */
export async function setUserLang(db: Db, userId: number, lang: Locale) {
  await db.update(users).set({ lang, updatedAt: new Date() }).where(eq(users.id, userId));
}
