import { createHash } from 'node:crypto';

/** A stored logo data URL as bytes and type; null when it is not one the settings accept. */
export function decodeLogo(dataUrl: string): { type: string; bytes: Buffer } | null {
  const m = /^data:(image\/(?:png|jpeg|svg\+xml|webp));base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  return m ? { type: m[1], bytes: Buffer.from(m[2], 'base64') } : null;
}

/** A short fingerprint for the logo's URL, so a new logo is a new URL and the old one may be cached long. */
export const logoVersion = (dataUrl: string) => createHash('sha256').update(dataUrl).digest('base64url').slice(0, 12);

/**
 * The logo as the widget fetches it: a separate image loaded when the panel opens, so up to
 * 200 KB of logo never weighs on the appearance every page view loads.
 */
export const logoPath = (widgetKey: string, dataUrl: string) => `/pub/widget/${encodeURIComponent(widgetKey)}/logo?v=${logoVersion(dataUrl)}`;
