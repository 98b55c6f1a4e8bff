import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels, webchats } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { WebchatInput } from './create-webchat';
import { ensureDomainFree, guardDomainUnique } from './domain-unique';
import { toWebchat } from './to-webchat';

/** Changes the settings; the channel keeps the same name, domain and active flag so lists agree. */
export async function updateWebchat(db: Db, companyId: number, id: number, body: WebchatInput) {
  await ensureDomainFree(db, body.domain, id);
  const row = await guardDomainUnique(() =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(webchats)
        .set({
          domain: body.domain,
          name: body.name,
          nameEn: body.name_en,
          greeting: body.greeting,
          greetingEn: body.greeting_en,
          logo: body.logo,
          brandColor: body.brand_color,
          textColor: body.text_color,
          isActive: body.is_active,
          updatedAt: new Date(),
        })
        .where(and(eq(webchats.id, id), eq(webchats.companyId, companyId)))
        .returning();
      if (!updated) return undefined;
      await tx.update(channels).set({ name: body.name, number: body.domain, isActive: body.is_active }).where(eq(channels.id, updated.channelId));
      return updated;
    }),
  );
  if (!row) throw new AppError('err_webchat_not_found');
  return toWebchat(row);
}
