import type { VisitorLocale, WidgetAppearance } from '../../../contracts';
import type { WidgetRow } from './widget';
import { widgetName } from './widget';
import { logoPath } from '../webchats/logo';

/** What the widget shows, already in the page's language (English texts only when filled in). */
export function appearanceOf(w: WidgetRow, locale: VisitorLocale): WidgetAppearance {
  return {
    name: widgetName(w, locale),
    greeting: locale === 'en' && w.greetingEn ? w.greetingEn : w.greeting,
    // A path on this server (the widget resolves it against its own origin), never the data URL itself.
    logo: w.logo ? logoPath(w.widgetKey, w.logo) : null,
    brand_color: w.brandColor,
    text_color: w.textColor,
  };
}
