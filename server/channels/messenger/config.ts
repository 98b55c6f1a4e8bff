/** What a Messenger channel keeps in `channels.config` (never answered to a client). */
export interface MessengerConfig {
  pageId: string;
  pageToken: string;
  appSecret: string;
  /** Our webhook's verify token (hub.verify_token), made on connect. */
  verifyToken: string;
}

export function messengerConfigOf(config: unknown): MessengerConfig {
  const c = (config ?? {}) as Partial<MessengerConfig>;
  return { pageId: c.pageId ?? '', pageToken: c.pageToken ?? '', appSecret: c.appSecret ?? '', verifyToken: c.verifyToken ?? '' };
}
