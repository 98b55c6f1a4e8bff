import type { VisitorLocale } from '../../contracts/socket/visitor';

export interface EmbedConfig {
  /** The server the script came from: the appearance, the socket and nothing else go there. */
  origin: string;
  widgetKey: string;
  locale: VisitorLocale;
}

/** The page's language decides the widget's: English for en, en-US…; Mongolian otherwise. */
export const pageLocale = (doc: Document): VisitorLocale => (/^en\b/i.test(doc.documentElement.lang) ? 'en' : 'mn');

/**
 * Reads the embed snippet `<script async src="ORIGIN/widget.js" data-widget-key="KEY">`: the tag
 * running now, or else the first tag with a widget key (a tag manager may have inserted it).
 */
export function readEmbed(doc: Document): EmbedConfig | null {
  const current = doc.currentScript as HTMLScriptElement | null;
  const script = current?.dataset.widgetKey ? current : doc.querySelector<HTMLScriptElement>('script[data-widget-key]');
  const widgetKey = script?.dataset.widgetKey?.trim();
  if (!script || !widgetKey || !/^[A-Za-z0-9_-]{8,64}$/.test(widgetKey) || !script.src) return null;
  let origin: string;
  try {
    origin = new URL(script.src, doc.baseURI).origin;
  } catch {
    return null;
  }
  return { origin, widgetKey, locale: pageLocale(doc) };
}
