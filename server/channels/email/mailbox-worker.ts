import type { ImapFlow } from 'imapflow';
import type { FastifyBaseLogger } from 'fastify';
import { failureKind } from './connection-test';
import { loadMailParser } from './parse-mail';
import { imapOptions, type EmailSettings } from './settings';

/** Fallback poll for servers whose IDLE is missing or silently dead (IDLE stays the push path). */
export const EMAIL_POLL_MS = 30_000;
/** Reconnect backoff: 1 s doubling to 60 s. */
export const backoffMs = (failures: number) => Math.min(1000 * 2 ** Math.max(0, failures - 1), 60_000);
/** After this many consecutive failures the mailbox is marked failing (the reason shows in settings). */
export const FAILURES_BEFORE_MARK = 3;
/** How often one mail is tried before it is skipped. */
export const MAIL_ATTEMPTS = 3;
/** The first connect to a mailbox that already holds mail imports its most recent this many. */
export const EMAIL_IMPORT_MAX = 1000;

/** A mail the mailbox held before it was connected: someone may have read and answered it elsewhere. */
export interface ImportedMail {
  seen: boolean;
}

export interface MailboxState {
  uidValidity: number | null;
  lastUid: number;
  /** The first-connect import: null before it started; done counts up to it (resumed after a restart). */
  importTotal: number | null;
  importDone: number;
}

export interface MailboxWorkerDeps {
  log: FastifyBaseLogger;
  /** Where reading resumes; called on every (re)connect. */
  loadState(): Promise<MailboxState>;
  /**
   * One new mail by its UID; resolves once stored (the worker then advances past it). A mail of the
   * first-connect import says so, with whether the mailbox has it as read already.
   */
  onMail(raw: Buffer, uid: number, uidValidity: number, imported: ImportedMail | null): Promise<void>;
  /** Sync progress (UID validity change restarts from 0, and imports again). */
  saveState(state: MailboxState): Promise<void>;
  onConnected(): Promise<void>;
  onFailure(reason: string, failures: number): Promise<void>;
}

/**
 * Keeps one IMAP session on a mailbox's INBOX: reads what is new since the last stored UID, then
 * waits in IDLE (imapflow enters it by itself) and reads again on every EXISTS; a slow poll runs
 * beside it. A dropped connection is reopened with backoff.
 */
export class MailboxWorker {
  private stopped = false;
  private client: ImapFlow | null = null;
  private failures = 0;
  private syncing: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private wakeSleep: (() => void) | null = null;
  private readonly attempts = new Map<number, number>();
  readonly done: Promise<void>;

  constructor(
    private readonly settings: EmailSettings,
    private readonly deps: MailboxWorkerDeps,
  ) {
    this.done = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeSleep?.();
    if (this.timer) clearInterval(this.timer);
    const c = this.client;
    if (c) await c.logout().catch(() => c.close());
    await this.done;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.session();
      } catch (err) {
        if (this.stopped) break;
        this.failures++;
        const kind = failureKind(err);
        this.deps.log.warn({ kind, failures: this.failures, host: this.settings.imap_host }, 'e-mail mailbox connection failed');
        await this.deps.onFailure(kind, this.failures).catch(() => {});
      }
      if (this.stopped) break;
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, this.failures ? backoffMs(this.failures) : 1000);
        this.wakeSleep = () => {
          clearTimeout(t);
          resolve();
        };
      });
    }
  }

  private async session(): Promise<void> {
    // Loaded with the first mailbox, with the parser its mail goes through: only companies with one
    // need them (memory, docs/scaling.md), and the first mail then waits for neither.
    const [{ ImapFlow }] = await Promise.all([import('imapflow'), loadMailParser()]);
    const client = new ImapFlow(imapOptions(this.settings));
    this.client = client;
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    let lastError: unknown = null;
    client.on('error', (err: unknown) => (lastError = err));
    await client.connect();
    const box = await client.mailboxOpen('INBOX');
    this.failures = 0;
    await this.deps.onConnected();
    client.on('exists', () => this.sync(client, Number(box.uidValidity)));
    this.timer = setInterval(() => this.sync(client, Number(box.uidValidity)), EMAIL_POLL_MS);
    this.sync(client, Number(box.uidValidity));
    await closed;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.syncing?.catch(() => {});
    this.client = null;
    if (!this.stopped) throw lastError ?? Object.assign(new Error('connection closed'), { code: 'ECLOSED' });
  }

  /** Runs one read at a time; a wake during a read runs another right after. */
  private sync(client: ImapFlow, uidValidity: number): void {
    if (this.syncing) {
      this.again = true;
      return;
    }
    this.syncing = (async () => {
      do {
        this.again = false;
        await this.readNew(client, uidValidity);
      } while (this.again && !this.stopped && client.usable);
    })()
      .catch((err) => {
        if (!this.stopped) this.deps.log.warn({ kind: failureKind(err) }, 'e-mail mailbox read failed');
      })
      .finally(() => (this.syncing = null));
  }

  private async readNew(client: ImapFlow, uidValidity: number): Promise<void> {
    const state = await this.deps.loadState();
    const fresh = state.uidValidity !== uidValidity;
    let lastUid = fresh ? 0 : state.lastUid;
    // UIDs first (cheap), then each source on its own, so a 10 MB mail is one fetch and nothing more.
    let uids = ((await client.search({ uid: `${lastUid + 1}:*` }, { uid: true })) || []).filter((u) => u > lastUid).sort((a, b) => a - b);
    let importTotal = fresh ? null : state.importTotal;
    let importDone = fresh ? 0 : state.importDone;
    if (importTotal === null) {
      // First read of this mailbox: what it already holds is the import (its most recent mails),
      // counted from here so the settings page shows n of N; a restart resumes from last_uid.
      // Older mail is passed over for good: last_uid moves to just before the first one kept.
      if (uids.length > EMAIL_IMPORT_MAX) {
        uids = uids.slice(-EMAIL_IMPORT_MAX);
        lastUid = uids[0]! - 1;
      }
      importTotal = uids.length;
      importDone = 0;
      await this.deps.saveState({ uidValidity, lastUid, importTotal, importDone });
    }
    for (const uid of uids) {
      if (this.stopped) return;
      const importing = importDone < importTotal;
      const msg = await client.fetchOne(String(uid), { source: true, flags: importing }, { uid: true });
      if (msg && msg.source) {
        try {
          await this.deps.onMail(msg.source, uid, uidValidity, importing ? { seen: !!msg.flags?.has('\\Seen') } : null);
          this.attempts.delete(uid);
        } catch (err) {
          // A mail that could not be stored (the database away) is tried again at the next read;
          // after MAIL_ATTEMPTS it is logged and skipped, so one bad mail never blocks the rest.
          const n = (this.attempts.get(uid) ?? 0) + 1;
          if (n < MAIL_ATTEMPTS) {
            this.attempts.set(uid, n);
            this.deps.log.warn({ err, uid, attempt: n }, 'e-mail could not be stored; tried again at the next read');
            return;
          }
          this.attempts.delete(uid);
          this.deps.log.error({ err, uid }, 'e-mail could not be stored; skipped');
        }
      }
      lastUid = uid;
      if (importDone < importTotal) importDone++;
      await this.deps.saveState({ uidValidity, lastUid, importTotal, importDone });
    }
  }
}
