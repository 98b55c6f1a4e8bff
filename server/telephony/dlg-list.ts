import type { CallEvent } from './events';

interface Dialog {
  'call-id'?: string;
  state?: number;
  start_ts?: number;
  init_ts?: number;
  variables?: Record<string, string>[];
}

/**
 * The SIP server's live calls (`dlg.list` over JSON-RPC) as the events that would have told us
 * of them: a call attempt, and an answer for an answered one (states 3 and 4). Null when the
 * server cannot be asked (nothing is concluded from a failed question).
 */
export async function liveDialogs(rpcUrl: string, timeoutMs = 4000): Promise<{ callIds: string[]; events: CallEvent[] } | null> {
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', method: 'dlg.list', id: 1 }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { result?: Dialog[] };
    const dialogs = Array.isArray(body.result) ? body.result : [];
    const callIds: string[] = [];
    const events: CallEvent[] = [];
    for (const d of dialogs) {
      const callid = d['call-id'];
      if (!callid || d.state === 5) continue;
      callIds.push(callid);
      const vars = Object.assign({}, ...(d.variables ?? [])) as Record<string, string>;
      const base = { callid, caller: vars.caller ?? '', callee: vars.callee ?? '', agent: vars.agent ?? '' };
      const init = d.init_ts || d.start_ts || Math.floor(Date.now() / 1000);
      events.push({ ...base, event: 'call_attempt', ts: init });
      if ((d.state === 3 || d.state === 4) && d.start_ts) events.push({ ...base, event: 'answered', ts: d.start_ts });
    }
    return { callIds, events };
  } catch {
    return null;
  }
}
