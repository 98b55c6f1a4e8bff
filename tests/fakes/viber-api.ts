import { createHmac } from 'node:crypto';
import { jsonServer } from '../../server/lib/http-json';

/**
 * A local Viber REST bot API answering with the documented JSON (`{ status, status_message, … }`):
 * `get_account_info`, `set_webhook` (which, like Viber, first calls the webhook with a signed
 * `webhook` event and fails when it does not answer 200) and `send_message`. An unknown token
 * answers status 2 (invalidAuthToken); told to, a send answers 6 (receiverNotSubscribed) or 12
 * (tooManyRequests).
 */
interface ViberButton {
  ActionType?: string;
  ActionBody: string;
  Text?: string;
  Columns?: number;
  Rows?: number;
}

export interface ViberSend {
  token: string;
  body: {
    receiver: string;
    type: string;
    text: string;
    sender: { name: string; avatar?: string };
    min_api_version?: number;
    keyboard?: { Type: string; Buttons: ViberButton[] };
  };
  /** What send_message answered: the receipts (delivered, seen) name it. */
  messageToken: number;
}

export const VIBER_STATUSES = {
  invalidAuthToken: { status: 2, status_message: 'invalidAuthToken' },
  receiverNotSubscribed: { status: 6, status_message: 'receiverNotSubscribed' },
  tooManyRequests: { status: 12, status_message: 'tooManyRequests' },
} as const;

type ViberFailure = (typeof VIBER_STATUSES)[keyof typeof VIBER_STATUSES];

export const viberSignature = (token: string, raw: string) => createHmac('sha256', token).update(raw).digest('hex');

export async function startViberFake(opts: { port?: number; bots?: Record<string, { name: string; uri: string; icon?: string }> } = {}) {
  const bots = new Map(Object.entries(opts.bots ?? {}));
  const sends: ViberSend[] = [];
  const webhooks = new Map<string, string>();
  const failures: ViberFailure[] = [];
  let tokenSeq = 5_000_000_000_000_000;

  const { base, close } = await jsonServer(async (req, url, body) => {
    const token = String(req.headers['x-viber-auth-token'] ?? '');
    const bot = bots.get(token);
    if (!bot) return { status: 200, json: VIBER_STATUSES.invalidAuthToken };
    const method = url.pathname.split('/').filter(Boolean).pop();
    if (method === 'get_account_info')
      return {
        status: 200,
        json: { status: 0, status_message: 'ok', id: `pa:${token.slice(0, 8)}`, name: bot.name, uri: bot.uri, icon: bot.icon ?? '', subscribers_count: 0 },
      };
    if (method === 'set_webhook') {
      const hook = (body as { url: string }).url;
      const raw = JSON.stringify({ event: 'webhook', timestamp: Date.now(), chat_hostname: 'fake', message_token: tokenSeq++ });
      const answer = await fetch(hook, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-viber-content-signature': viberSignature(token, raw) },
        body: raw,
      }).catch(() => null);
      if (!answer?.ok) return { status: 200, json: { status: 1, status_message: 'invalidUrl' } };
      webhooks.set(token, hook);
      return { status: 200, json: { status: 0, status_message: 'ok', event_types: (body as { event_types?: string[] }).event_types ?? [] } };
    }
    if (method === 'send_message') {
      const failure = failures.shift();
      if (failure) return { status: 200, json: failure };
      // A keyboard as documented (Keyboards): Type keyboard, 1–24 buttons each with an ActionBody,
      // Columns 1–6 and Rows 1–2; anything else is badData.
      const kb = (body as ViberSend['body']).keyboard;
      const badButton = (b: ViberButton) =>
        typeof b?.ActionBody !== 'string' || !b.ActionBody || (b.Columns ?? 6) < 1 || (b.Columns ?? 6) > 6 || (b.Rows ?? 1) < 1 || (b.Rows ?? 1) > 2;
      if (kb && (kb.Type !== 'keyboard' || !Array.isArray(kb.Buttons) || !kb.Buttons.length || kb.Buttons.length > 24 || kb.Buttons.some(badButton)))
        return { status: 200, json: { status: 3, status_message: 'badData' } };
      const messageToken = tokenSeq++;
      sends.push({ token, body: body as ViberSend['body'], messageToken });
      return { status: 200, json: { status: 0, status_message: 'ok', message_token: messageToken, chat_hostname: 'fake' } };
    }
    return { status: 200, json: { status: 3, status_message: 'badData' } };
  }, opts.port);

  return {
    base: `${base}/pa`,
    sends,
    webhooks,
    addBot: (token: string, b: { name: string; uri: string }) => void bots.set(token, b),
    failNext: (f: ViberFailure) => void failures.push(f),
    close,
  };
}

let seq = 0;
/** A Viber `message` callback of one text, as Viber posts it. */
export function viberTextEvent(userId: string, text: string, name = 'Viber User', token = Date.now() * 1000 + (seq++ % 1000)) {
  return {
    event: 'message',
    timestamp: Date.now(),
    chat_hostname: 'fake',
    message_token: token,
    sender: { id: userId, name, language: 'mn', country: 'MN', api_version: 10 },
    message: { type: 'text', text },
    silent: false,
  };
}

/** POSTs a callback to our Viber webhook, signed with the bot token as Viber does. */
export async function postViberWebhook(serverBase: string, channelId: number, token: string, body: unknown) {
  const raw = JSON.stringify(body);
  return fetch(`${serverBase}/hooks/viber/${channelId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-viber-content-signature': viberSignature(token, raw) },
    body: raw,
  });
}
