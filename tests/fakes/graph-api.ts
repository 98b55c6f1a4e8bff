import { createHmac, randomBytes } from 'node:crypto';
import { jsonServer } from '../../server/lib/http-json';

/**
 * A local Graph API for Messenger, answering with the documented JSON: page look-up
 * (`GET /{version}/{page-id}?fields=id,name`), `POST /{version}/{page-id}/subscribed_apps` and the
 * Send API (`POST /{version}/me/messages`), with the documented errors when told to: an expired
 * token (code 190, subcode 463), outside the messaging window (code 10, subcode 2018278) and the
 * rate limit (code 4; 613 for calls per hour). The Handover Protocol's `POST /me/take_thread_control`
 * and `/me/pass_thread_control` answer `{ success: true }`, or the documented permissions error
 * (code 200) when the app is told to be a secondary receiver, which may not take a thread.
 */
export interface GraphSend {
  token: string;
  body: { recipient: { id: string }; messaging_type: string; tag?: string; message: { text: string } };
}

export const GRAPH_ERRORS = {
  expiredToken: { status: 400, error: { message: 'Error validating access token: Session has expired.', type: 'OAuthException', code: 190, error_subcode: 463 } },
  outsideWindow: {
    status: 400,
    error: { message: '(#10) This message is sent outside of allowed window.', type: 'OAuthException', code: 10, error_subcode: 2018278 },
  },
  rateLimit: { status: 400, error: { message: '(#4) Application request limit reached', type: 'OAuthException', code: 4 } },
  permissions: { status: 403, error: { message: '(#200) Permissions error', type: 'OAuthException', code: 200 } },
  callsPerHour: { status: 400, error: { message: '(#613) Calls to this api have exceeded the rate limit.', type: 'OAuthException', code: 613 } },
} as const;

type GraphFailure = (typeof GRAPH_ERRORS)[keyof typeof GRAPH_ERRORS];

export async function startGraphFake(
  opts: { port?: number; pages?: Record<string, { name: string; token: string }>; profiles?: Record<string, { first_name: string; last_name: string }> } = {},
) {
  const pages = new Map(Object.entries(opts.pages ?? {}));
  const profiles = new Map(Object.entries(opts.profiles ?? {}));
  const sends: GraphSend[] = [];
  const subscribed: { pageId: string; fields: string }[] = [];
  const failures: GraphFailure[] = [];
  /** Handover calls in order, and each Send API call's place among them. */
  const calls: { path: string; psid: string }[] = [];
  let secondaryReceiver = false;
  const fail = (f: GraphFailure) => ({ status: f.status, json: { error: { ...f.error, fbtrace_id: randomBytes(6).toString('hex') } } });
  const tokenOk = (pageId: string, token: string | null) => !!token && pages.get(pageId)?.token === token;
  const anyPageOf = (token: string | null) => [...pages.entries()].find(([, p]) => p.token === token)?.[0];

  const { base, close } = await jsonServer(async (req, url, body) => {
    const parts = url.pathname.split('/').filter(Boolean); // [version, ...]
    const token = url.searchParams.get('access_token');
    if (parts.length < 2 || !/^v\d+\.\d+$/.test(parts[0])) return { status: 404, json: { error: { message: 'Unknown path', type: 'GraphMethodException', code: 100 } } };
    if (req.method === 'POST' && parts[1] === 'me' && parts[2] === 'messages') {
      if (!anyPageOf(token)) return fail(GRAPH_ERRORS.expiredToken);
      const failure = failures.shift();
      if (failure) return fail(failure);
      const b = body as GraphSend['body'];
      sends.push({ token: token!, body: b });
      calls.push({ path: 'messages', psid: b.recipient.id });
      return { status: 200, json: { recipient_id: b.recipient.id, message_id: `m_${randomBytes(12).toString('base64url')}` } };
    }
    if (req.method === 'POST' && parts[1] === 'me' && (parts[2] === 'take_thread_control' || parts[2] === 'pass_thread_control')) {
      if (!anyPageOf(token)) return fail(GRAPH_ERRORS.expiredToken);
      if (parts[2] === 'take_thread_control' && secondaryReceiver) return fail(GRAPH_ERRORS.permissions);
      const b = body as { recipient?: { id?: string } };
      if (!b?.recipient?.id) return { status: 400, json: { error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 } } };
      calls.push({ path: parts[2], psid: b.recipient.id });
      return { status: 200, json: { success: true } };
    }
    // The User Profile API: a PSID's name, asked with the token of the page it wrote to.
    const profile = profiles.get(parts[1]);
    if (req.method === 'GET' && parts.length === 2 && !pages.has(parts[1])) {
      if (!anyPageOf(token)) return fail(GRAPH_ERRORS.expiredToken);
      if (!profile) return { status: 400, json: { error: { message: 'Unsupported get request.', type: 'GraphMethodException', code: 100, error_subcode: 33 } } };
      return { status: 200, json: { ...profile, id: parts[1] } };
    }
    const pageId = parts[1];
    if (!tokenOk(pageId, token)) return fail(GRAPH_ERRORS.expiredToken);
    if (req.method === 'GET' && parts.length === 2) return { status: 200, json: { id: pageId, name: pages.get(pageId)!.name } };
    if (req.method === 'POST' && parts[2] === 'subscribed_apps') {
      subscribed.push({ pageId, fields: url.searchParams.get('subscribed_fields') ?? '' });
      return { status: 200, json: { success: true } };
    }
    return { status: 400, json: { error: { message: 'Unsupported request', type: 'GraphMethodException', code: 100 } } };
  }, opts.port);

  return {
    base,
    sends,
    subscribed,
    addPage: (id: string, page: { name: string; token: string }) => void pages.set(id, page),
    addProfile: (psid: string, p: { first_name: string; last_name: string }) => void profiles.set(psid, p),
    calls,
    /** As a secondary receiver the app may not take a thread (take_thread_control answers code 200). */
    setSecondaryReceiver: (on: boolean) => void (secondaryReceiver = on),
    /** The next Send API call answers this documented error. */
    failNext: (f: GraphFailure) => void failures.push(f),
    close,
  };
}

/** A Messenger webhook body of one text message, as Facebook posts it. */
export function messengerTextEvent(pageId: string, psid: string, text: string, mid = `m_${randomBytes(10).toString('base64url')}`, at = Date.now()) {
  return {
    object: 'page',
    entry: [{ id: pageId, time: at, messaging: [{ sender: { id: psid }, recipient: { id: pageId }, timestamp: at, message: { mid, text } }] }],
  };
}

/** Facebook's X-Hub-Signature-256 of a raw body. */
export const hubSignature = (appSecret: string, raw: string) => `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;

/** POSTs a body to our Messenger webhook signed as Facebook would. */
export async function postMessengerWebhook(serverBase: string, channelId: number, appSecret: string, body: unknown) {
  const raw = JSON.stringify(body);
  return fetch(`${serverBase}/hooks/messenger/${channelId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(appSecret, raw) },
    body: raw,
  });
}
