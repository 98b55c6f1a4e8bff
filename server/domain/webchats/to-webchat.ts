import type { Webchat } from '../../../contracts';
import type { webchats } from '../../db/schema';

export type WebchatRow = typeof webchats.$inferSelect;

/** The settings answer: every field the console edits, plus the widget key for the embed script. */
export const toWebchat = (r: WebchatRow): Webchat => ({
  id: r.id,
  channel_id: r.channelId,
  domain: r.domain,
  name: r.name,
  name_en: r.nameEn,
  greeting: r.greeting,
  greeting_en: r.greetingEn,
  logo: r.logo,
  brand_color: r.brandColor,
  text_color: r.textColor,
  is_active: r.isActive,
  widget_key: r.widgetKey,
  created_at: r.createdAt.toISOString(),
});
