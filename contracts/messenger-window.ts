/**
 * Messenger's messaging window, one rule for the server's Send API and the console's composer:
 * a reply within 24 hours of the customer's last message is a standard RESPONSE; after that, up to
 * 7 days, only with the HUMAN_AGENT tag; beyond, Facebook refuses it (err_channel_window_closed).
 */
export const MESSENGER_RESPONSE_WINDOW_MS = 24 * 3600_000;
export const MESSENGER_HUMAN_AGENT_WINDOW_MS = 7 * 24 * 3600_000;

export type MessengerReplyKind = 'response' | 'human_agent' | 'closed';

export function messengerReplyKind(sinceCustomerMs: number): MessengerReplyKind {
  if (sinceCustomerMs <= MESSENGER_RESPONSE_WINDOW_MS) return 'response';
  if (sinceCustomerMs <= MESSENGER_HUMAN_AGENT_WINDOW_MS) return 'human_agent';
  return 'closed';
}
