import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { channels, emailMailboxes } from '../../db/schema';
import { receiveMail, type ReceiveDeps } from './receive-mail';
import { releaseLease, takeLease } from './mailbox-lease';
import { FAILURES_BEFORE_MARK, MailboxWorker } from './mailbox-worker';
import { settingsOf } from './settings';
import { importProgress, type ImportListener } from './import-progress';

/** How often ownership is renewed and channel changes are noticed. */
export const SUPERVISE_MS = 5_000;

export interface MailboxSupervisor {
  /** Look at the channels now (after a save); with an id, that mailbox's session is restarted. */
  wake(channelId?: number): void;
  close(): Promise<void>;
  /** Channels whose session runs in this process. */
  owned(): number[];
}

/** A sentence for the settings page, not the server's text (which can quote anything). */
function reasonOf(kind: string): string {
  if (kind === 'authentication') return 'err_channel_email_connect';
  return 'err_channel_connect_failed';
}

/**
 * Runs the IMAP sessions of the active e-mail channels this process owns. Ownership is a lease row
 * (email_mailboxes.owner/lease_until) renewed every SUPERVISE_MS; a process that dies stops
 * renewing, and another takes the mailbox over once the lease has run out.
 */
export function startMailboxSupervisor(deps: Omit<ReceiveDeps, 'channel'> & { db: Db; log: FastifyBaseLogger; onImport?: ImportListener }): MailboxSupervisor {
  const me = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const workers = new Map<number, { worker: MailboxWorker; config: string }>();
  let closing = false;
  let ticking: Promise<void> | null = null;
  const restart = new Set<number>();
  const progress = importProgress(deps.onImport);

  const stopWorker = async (id: number) => {
    const w = workers.get(id);
    workers.delete(id);
    await w?.worker.stop();
  };

  const startWorker = (row: typeof channels.$inferSelect) => {
    const settings = settingsOf(row);
    const db = deps.db;
    const worker = new MailboxWorker(settings, {
      log: deps.log.child({ channelId: row.id }),
      async loadState() {
        const [b] = await db.select().from(emailMailboxes).where(eq(emailMailboxes.channelId, row.id));
        return { uidValidity: b?.uidValidity ?? null, lastUid: b?.lastUid ?? 0, importTotal: b?.importTotal ?? null, importDone: b?.importDone ?? 0 };
      },
      async saveState(s) {
        const moved = await db
          .update(emailMailboxes)
          .set({ uidValidity: s.uidValidity, lastUid: s.lastUid, importTotal: s.importTotal, importDone: s.importDone, updatedAt: new Date() })
          .where(and(eq(emailMailboxes.channelId, row.id), eq(emailMailboxes.owner, me)))
          .returning({ id: emailMailboxes.channelId });
        if (moved.length && s.importTotal !== null) progress.report(row, { done: s.importDone, total: s.importTotal });
      },
      onMail: (raw, uid, validity, imported) => receiveMail({ ...deps, channel: row }, raw, `uid-${validity}-${uid}.channel-${row.id}@mailbox.invalid`, imported),
      async onConnected() {
        await db.update(emailMailboxes).set({ syncState: 'ok', syncError: null, failures: 0, updatedAt: new Date() }).where(eq(emailMailboxes.channelId, row.id));
      },
      async onFailure(kind, failures) {
        const marked = failures >= FAILURES_BEFORE_MARK;
        await db
          .update(emailMailboxes)
          .set({ failures, ...(marked ? { syncState: 'failing', syncError: reasonOf(kind) } : {}), updatedAt: new Date() })
          .where(eq(emailMailboxes.channelId, row.id));
      },
    });
    workers.set(row.id, { worker, config: JSON.stringify(row.config) });
  };

  const tick = async () => {
    const rows = await deps.db.select().from(channels).where(eq(channels.type, 'email'));
    const wanted = new Set<number>();
    for (const row of rows) {
      if (closing) return;
      if (!row.isActive || !settingsOf(row).imap_host) continue;
      if (!(await takeLease(deps.db, row.id, me))) continue;
      wanted.add(row.id);
      const running = workers.get(row.id);
      if (running && (restart.has(row.id) || running.config !== JSON.stringify(row.config))) await stopWorker(row.id);
      restart.delete(row.id);
      if (!workers.has(row.id)) startWorker(row);
    }
    for (const id of [...workers.keys()]) {
      if (!wanted.has(id)) {
        await stopWorker(id);
        await releaseLease(deps.db, id, me);
      }
    }
  };

  const run = () => {
    if (ticking || closing) return;
    ticking = tick()
      .catch((err) => deps.log.warn({ err }, 'e-mail mailbox supervision failed'))
      .finally(() => (ticking = null));
  };
  const timer = setInterval(run, SUPERVISE_MS);
  timer.unref();
  run();

  return {
    wake(channelId) {
      if (channelId) restart.add(channelId);
      if (ticking) void ticking.then(run);
      else run();
    },
    owned: () => [...workers.keys()],
    async close() {
      closing = true;
      clearInterval(timer);
      await ticking;
      for (const id of [...workers.keys()]) {
        await stopWorker(id);
        await releaseLease(deps.db, id, me).catch(() => {});
      }
    },
  };
}
