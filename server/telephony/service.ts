import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { interactions } from '../db/schema';
import { applyInteractionEvent } from '../domain/interactions/apply-event';
import type { MessageWriter } from '../domain/interactions/message-writer';
import { storeSystemNote } from '../domain/interactions/system-note';
import type { Realtime } from '../plugins/realtime';
import { eq } from 'drizzle-orm';
import { liveDialogs } from './dlg-list';
import { connectEvapi } from './evapi-client';
import { parseCallEvent, type CallEvent } from './events';
import { holdOwnership } from './owner';
import { recordCallEvent, type CallOutcome } from './record-event';
import type { TelephonySettings } from './settings';
import { closeUnreported } from './unreported';

/** A call started this recently may not be in `dlg.list` yet: a resync leaves it alone. */
const RESYNC_GUARD_MS = 2000;

/** Who measures each event's time to stored and published (bench/calls). */
export const telephonyObservers = new Set<(ms: number) => void>();

export interface TelephonyDeps {
  db: Db;
  writer: MessageWriter;
  realtime: () => Realtime;
  log: FastifyBaseLogger;
  databaseUrl: string;
  /** Each received event's time to stored and published, in ms (bench/calls). */
  observe?: (ms: number) => void;
}

/**
 * Call events into the product: the evapi link (held by one process of a cluster), one event at a
 * time in the order they came; after each commit the conversation gets its line and the lists
 * their change. A malformed or unknown frame is logged and skipped. On every (re)connection the
 * SIP server's live calls are read (`dlg.list`) so a restart of either side loses no call, and
 * calls whose end never came are closed after the timeout.
 */
export function createTelephony(s: TelephonySettings, deps: TelephonyDeps) {
  const { db, log } = deps;
  let lane: Promise<unknown> = Promise.resolve();
  let link: ReturnType<typeof connectEvapi> | null = null;
  let sweeper: NodeJS.Timeout | null = null;
  const rpcUrl = `http://${s.host}:${s.wsPort}/RPC`;
  const counts = { received: 0, stored: 0, skipped: 0 };

  const publish = async (o: CallOutcome) => {
    const interactionId = o.call.interactionId;
    if (!interactionId) return;
    const rt = deps.realtime();
    if (o.note) {
      const stored = await storeSystemNote(db, deps.writer, { companyId: o.call.companyId, interactionId }, o.note);
      if (stored) rt.publishMessage(stored);
    }
    let row = o.interaction;
    if (o.closeWith) row = await applyInteractionEvent(db, o.call.companyId, interactionId, { type: 'interaction.close', subject: o.closeWith }, null).catch(() => null);
    // Every call event changes what the lists show of it (state, ticking duration): re-sent each time.
    if (!row) [row] = await db.select().from(interactions).where(eq(interactions.id, interactionId));
    if (row) await rt.interactionChanged(row, o.interaction ? { assignedTo: o.interaction.ownerUserId ?? undefined } : {});
    // The wall screen: the call's state and duration (talking, on hold…) and the line's queue.
    rt.monitoring.interactionTouched(o.call.companyId, interactionId);
  };

  /** One event through the lane; resolves with its outcome once published. */
  const handle = (ev: CallEvent, receivedAt = performance.now()) => {
    const run = lane.then(async () => {
      const o = await recordCallEvent(db, ev);
      if (o) {
        counts.stored++;
        await publish(o);
      }
      const took = performance.now() - receivedAt;
      deps.observe?.(took);
      for (const f of telephonyObservers) f(took);
      return o;
    });
    lane = run.catch((err) => log.error({ err, callid: ev.callid, event: ev.event }, 'call event not stored'));
    return run;
  };

  const onFrame = (raw: string) => {
    counts.received++;
    const p = parseCallEvent(raw);
    if (!p.ok) {
      counts.skipped++;
      log.warn({ frame: raw.slice(0, 200), reason: p.reason }, 'malformed or unknown call event skipped');
      return;
    }
    void handle(p.event, performance.now()).catch(() => {});
  };

  const sweep = (opts: Parameters<typeof closeUnreported>[1]) => {
    const run = lane.then(async () => {
      for (const o of await closeUnreported(db, opts)) await publish(o);
    });
    lane = run.catch((err) => log.error({ err }, 'closing unreported calls failed'));
    return run;
  };

  /**
   * On each (re)connection: the SIP server's live calls (`dlg.list`). Not answered (a busy or
   * stopped SIP server), it is asked again after 1 s, doubling to 30 s, while the link stays up.
   * Answered, calls it no longer has are closed, except those younger than RESYNC_GUARD_MS (their
   * dialog may not be listed yet); one more look once they are older settles those.
   */
  let resyncTimer: NodeJS.Timeout | null = null;
  const resync = async (attempt = 0, again = true) => {
    if (resyncTimer) clearTimeout(resyncTimer);
    resyncTimer = null;
    if (!link?.connected()) return;
    const askedAt = Date.now();
    const live = await liveDialogs(rpcUrl);
    if (!link?.connected()) return;
    if (!live) {
      const wait = Math.min(1000 * 2 ** attempt, 30_000);
      log.warn({ rpcUrl, retryInMs: wait }, 'dlg.list not answered: asked again');
      resyncTimer = setTimeout(() => void resync(attempt + 1, again), wait).unref();
      return;
    }
    for (const ev of live.events) void handle(ev).catch(() => {});
    // Calls the SIP server no longer has ended while we were not listening.
    await sweep({ exceptSipCallIds: live.callIds, olderThan: new Date(askedAt - RESYNC_GUARD_MS) });
    log.info({ live: live.callIds.length }, 'calls resynced with the SIP server');
    if (again) resyncTimer = setTimeout(() => void resync(0, false), RESYNC_GUARD_MS + 500).unref();
  };

  const ownership = holdOwnership(
    deps.databaseUrl,
    log,
    () => {
      link = connectEvapi({ host: s.host, port: s.evapiPort, onFrame, onConnect: () => void resync(), log });
      sweeper = setInterval(() => void sweep({ olderThan: new Date(Date.now() - s.callTimeoutS * 1000) }), Math.min(60_000, s.callTimeoutS * 250));
      sweeper.unref();
    },
    () => {
      link?.stop();
      link = null;
      if (resyncTimer) clearTimeout(resyncTimer);
      if (sweeper) clearInterval(sweeper);
    },
  );

  /** Whether a softphone is registered now (usrloc, over JSON-RPC). */
  const registered = async (sipUser: string) => {
    try {
      const res = await fetch(rpcUrl, {
        method: 'POST',
        body: JSON.stringify({ jsonrpc: '2.0', method: 'ul.lookup', params: ['location', sipUser], id: 1 }),
        signal: AbortSignal.timeout(1000),
      });
      const body = (await res.json()) as { result?: unknown };
      return !!body.result;
    } catch {
      return false;
    }
  };

  return {
    handle,
    registered,
    counts,
    connected: () => link?.connected() ?? false,
    /** Resolves when every event received so far is stored and published. */
    settled: () => lane.then(() => {}),
    async stop() {
      await ownership.stop();
      await lane.catch(() => {});
    },
  };
}
export type Telephony = ReturnType<typeof createTelephony>;
