/** What a Viber channel keeps in `channels.config` (never answered to a client). */
export interface ViberConfig {
  token: string;
  /** The bot's name and avatar, sent as the sender of every message (from get_account_info). */
  botName: string;
  avatar: string;
}

export function viberConfigOf(config: unknown): ViberConfig {
  const c = (config ?? {}) as Partial<ViberConfig>;
  return { token: c.token ?? '', botName: c.botName ?? '', avatar: c.avatar ?? '' };
}
