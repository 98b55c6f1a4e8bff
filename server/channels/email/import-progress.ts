import type { EmailImportProgress } from '../../../contracts';

/** Told of a mailbox's first-connect import as it moves (the app sends it to the company's sockets). */
export type ImportListener = (companyId: number, progress: EmailImportProgress) => void;

/** At most one progress frame per mailbox this often, besides the first and the last. */
export const IMPORT_FRAME_MS = 200;

/**
 * Thins the import's per-mail moves into frames: the start (0 of N), then at most one per
 * IMPORT_FRAME_MS, and always the end (N of N), so 1,000 mails are a few dozen frames.
 */
export function importProgress(listener: ImportListener | undefined, now = () => Date.now()) {
  const last = new Map<number, { at: number; done: number }>();
  return {
    report(channel: { id: number; companyId: number }, p: { done: number; total: number }) {
      if (!listener) return;
      const prev = last.get(channel.id);
      const finished = p.done >= p.total;
      if (prev && prev.done === p.done) return;
      if (prev && !finished && p.done !== 0 && now() - prev.at < IMPORT_FRAME_MS) return;
      if (finished && prev === undefined && p.total === 0) return;
      last.set(channel.id, { at: now(), done: p.done });
      listener(channel.companyId, { channel_id: channel.id, done: p.done, total: p.total });
    },
  };
}
