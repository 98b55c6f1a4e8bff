import type { VisitorLocale, WidgetAppearance } from '../../../contracts';
import type { WidgetRow } from './widget';
import { widgetName } from './widget';

/** What the widget shows, already in the page's language (English texts only when filled in). */
export function appearanceOf(w: WidgetRow, locale: VisitorLocale): WidgetAppearance {
  return {
    name: widgetName(w, locale),
    greeting: locale === 'en' && w.greetingEn ? w.greetingEn : w.greeting,
    logo: w.logo,
    brand_color: w.brandColor,
    text_color: w.textColor,
  };
}
