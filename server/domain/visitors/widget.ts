import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels, webchats } from '../../db/schema';

export type WidgetRow = typeof webchats.$inferSelect & { channelActive: boolean };

/** The web chat an embed script names by its key (not a secret: it only names the widget). */
export async function findWidget(db: Db, widgetKey: string): Promise<WidgetRow | null> {
  const [row] = await db
    .select({ webchat: webchats, channelActive: channels.isActive })
    .from(webchats)
    .innerJoin(channels, eq(channels.id, webchats.channelId))
    .where(eq(webchats.widgetKey, widgetKey))
    .limit(1);
  return row ? { ...row.webchat, channelActive: row.channelActive } : null;
}

/** The web chat's name in the visitor's language (English only when one was given). */
export const widgetName = (w: { name: string; nameEn: string }, locale: string) => (locale === 'en' && w.nameEn ? w.nameEn : w.name);
