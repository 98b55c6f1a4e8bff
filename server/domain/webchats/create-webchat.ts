import type { z } from 'zod';
import type { WebchatBodySchema } from '../../../contracts';
import type { Db } from '../../db/client';
import { channels, webchats } from '../../db/schema';
import { assertChannelLimit } from '../channels/channel-limit';
import { ensureDomainFree, guardDomainUnique } from './domain-unique';
import { toWebchat } from './to-webchat';
import { newWidgetKey } from './widget-key';

export type WebchatInput = z.output<typeof WebchatBodySchema>;

/** The channel row every conversation model points at, and its web-chat settings, in one transaction. */
export async function createWebchat(db: Db, companyId: number, body: WebchatInput) {
  await ensureDomainFree(db, body.domain);
  await assertChannelLimit(db, companyId);
  const row = await guardDomainUnique(() =>
    db.transaction(async (tx) => {
      const [channel] = await tx
        .insert(channels)
        .values({ companyId, type: 'webchat', name: body.name, number: body.domain, isActive: body.is_active })
        .returning({ id: channels.id });
      const [created] = await tx
        .insert(webchats)
        .values({
          companyId,
          channelId: channel.id,
          domain: body.domain,
          name: body.name,
          nameEn: body.name_en,
          greeting: body.greeting,
          greetingEn: body.greeting_en,
          logo: body.logo,
          brandColor: body.brand_color,
          textColor: body.text_color,
          isActive: body.is_active,
          widgetKey: newWidgetKey(),
        })
        .returning();
      return created;
    }),
  );
  return toWebchat(row);
}
