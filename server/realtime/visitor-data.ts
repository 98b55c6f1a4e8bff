import type { VisitorLocale } from '../../contracts';

/** What each /visitor socket carries, set once by the handshake. */
export interface VisitorSocketData {
  visitorId: number;
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
  const forwarded = trustProxy ? String(headers['x-forwarded-proto'] ?? '').split(',')[0].trim() : '';
  const scheme = forwarded === 'https' || secure ? 'https' : 'http';
  return `${scheme}://${String(headers.host ?? 'localhost')}`;
}
