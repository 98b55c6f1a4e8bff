import type { VisitorLocale, WidgetAppearance } from '../../contracts/socket/visitor';

/**
 * The launcher's colours, name and greeting before any socket: a small cached JSON. `gone` means
 * the key is unknown or switched off (the widget then shows nothing); null that it could not be
 * fetched (the widget shows itself with default colours and learns the rest from `welcome`).
 */
export async function fetchAppearance(fetcher: typeof fetch, origin: string, key: string, locale: VisitorLocale): Promise<WidgetAppearance | 'gone' | null> {
  try {
    const res = await fetcher(`${origin}/pub/widget/${encodeURIComponent(key)}?lang=${locale}`, { credentials: 'omit' });
    if (res.status === 404) return 'gone';
    if (!res.ok) return null;
    const look = (await res.json()) as WidgetAppearance;
    // The logo is a path on the widget's server, fetched only when the panel opens.
    return { ...look, logo: look.logo?.startsWith('/') ? origin + look.logo : look.logo };
  } catch {
    return null;
  }
}
