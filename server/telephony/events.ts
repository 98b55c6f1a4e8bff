import { z } from 'zod';

/** What the SIP server reports of a call (kamailio.cfg route[EMIT]); anything else is skipped. */
export const CALL_EVENT_TYPES = ['call_attempt', 'ringing', 'answered', 'held', 'resumed', 'transferred', 'ended', 'failed', 'cancelled'] as const;
export type CallEventType = (typeof CALL_EVENT_TYPES)[number];

const sipUser = z.string().max(64);

export const CallEventSchema = z.object({
  event: z.enum(CALL_EVENT_TYPES),
  ts: z.number().int().positive(),
  callid: z.string().min(1).max(256),
  caller: sipUser,
  callee: sipUser,
  agent: sipUser.optional().default(''),
  duration: z.number().int().min(0).optional(),
  by: sipUser.optional(),
  code: z.number().int().min(100).max(699).optional(),
  to: sipUser.optional(),
});
export type CallEvent = z.infer<typeof CallEventSchema>;

/** A frame's JSON as an event, or why it is not one (logged and skipped by the caller). */
export function parseCallEvent(raw: string): { ok: true; event: CallEvent } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const r = CallEventSchema.safeParse(json);
  return r.success ? { ok: true, event: r.data } : { ok: false, reason: r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
}

/**
 * Netstrings (`<length>:<bytes>,`) as evapi sends them with netstring_format=1: frames out of a
 * byte stream, whatever the TCP chunks. A stream that breaks the framing is reported and reset.
 */
export function netstringReader(onFrame: (frame: string) => void, onBroken: (why: string) => void) {
  let buf = Buffer.alloc(0);
  return (chunk: Buffer) => {
    buf = Buffer.concat([buf, chunk]);
    for (;;) {
      const colon = buf.indexOf(0x3a);
      if (colon < 0) {
        if (buf.length > 12) broken('no length');
        return;
      }
      const len = Number(buf.subarray(0, colon).toString());
      if (!/^\d{1,9}$/.test(buf.subarray(0, colon).toString())) return broken('bad length');
      if (buf.length < colon + 1 + len + 1) return;
      if (buf[colon + 1 + len] !== 0x2c) return broken('missing comma');
      onFrame(buf.subarray(colon + 1, colon + 1 + len).toString('utf8'));
      buf = buf.subarray(colon + 2 + len);
    }
  };
  function broken(why: string) {
    onBroken(why);
    buf = Buffer.alloc(0);
  }
}
