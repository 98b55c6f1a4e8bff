import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { messages } from '../../server/db/schema';

/** Polls an async look-up until it answers something, or fails after `ms`. */
export async function eventually<T>(find: () => Promise<T | undefined | null | false>, what: string, ms = 4000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined && found !== null && found !== false) return found;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The delivery status of a message once it left `sending`. */
export const settled = (db: Db, id: number) =>
  eventually(async () => {
    const [m] = await db.select().from(messages).where(eq(messages.id, id));
    return m && m.deliveryStatus !== 'sending' ? m : null;
  }, `message ${id} to leave sending`);
