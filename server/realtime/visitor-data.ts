import type { VisitorLocale } from '../../contracts';

/** What each /visitor socket carries, set once by the handshake. */
export interface VisitorSocketData {
  /** Null until the visitor first writes (no row is made before), or until this tab learns it. */
  visitorId: number | null;
  /** The digest of the visitor's token: one for all its tabs, row or not (lanes, limits, rooms). */
  visitorKey: string;
  /** The client's address as the limits count it (visitor-limits.ts). */
  address: string;
  companyId: number;
  webchatId: number;
  channelId: number;
  locale: VisitorLocale;
  /** The web chat's name in the visitor's language: how virtual agents appear. */
  botName: string;
  /** This server's public origin as the widget reached it (for the rating link). */
  publicBase: string;
}

/** The server's origin as the client reached it (behind a trusted proxy, its forwarded scheme). */
export function publicBaseOf(headers: Record<string, string | string[] | undefined>, secure: boolean, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? String(headers['x-forwarded-proto'] ?? '')
        .split(',')[0]
        .trim()
    : '';
  const scheme = forwarded === 'https' || secure ? 'https' : 'http';
  return `${scheme}://${String(headers.host ?? 'localhost')}`;
}
