import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { groupCommit, type Pending as GroupPending } from '../../lib/group-commit';
import { appendMessage, appendMessages, type AppendOutcome, type AppendResult, type NewMessage } from './append-message';

export type { AppendResult };

export interface MessageWriter {
  /** Stores a message with the next sequence number of its interaction (append-message.ts). */
  append(m: NewMessage): Promise<AppendResult>;
}

type Pending = GroupPending<NewMessage, AppendResult>;

/**
 * Group commit for messages (server/lib/group-commit.ts), the one way they are stored: socket
 * frames of both namespaces, the REST route (`app.messageWriter`) and the demo seed. Messages that
 * arrive while writes are in flight are stored together by the next write, ONE statement whatever
 * its size (appendMessages), with the guarantees of a message stored on its own: a client id
 * already stored answers the stored message, each new message gets the next sequence number of
 * its open interaction with no gap, in arrival order, and the first staff reply sets the first
 * response time.
 *
 * Up to `inFlight` batches are out at once. Two batches out at once never hold the same
 * conversation (the conversation is the key), so sequence numbers follow arrival order even when
 * the statements run side by side (PostgreSQL).
 */
export function createMessageWriter(db: Db, opts: { maxBatch?: number; inFlight?: number } = {}): MessageWriter {
  const append = groupCommit<NewMessage, AppendResult>((batch) => writeBatch(db, batch), {
    maxBatch: opts.maxBatch ?? 500,
    inFlight: opts.inFlight ?? 2,
    keyOf: (m) => m.interactionId,
  });
  return { append };
}

async function writeBatch(db: Db, batch: Pending[]) {
  let outcomes: AppendOutcome[];
  try {
    outcomes = await appendMessages(
      db,
      batch.map((p) => p.item),
    );
  } catch {
    // The whole statement failed (another process stored the same client id in between, a lost
    // connection): each message is stored on its own, so one cannot fail the others, one after
    // another in arrival order, before the batch lets go of its conversations.
    for (const p of batch) await appendMessage(db, p.item).then(p.resolve, p.reject);
    return;
  }
  batch.forEach((p, i) => {
    const o = outcomes[i];
    if ('code' in o) p.reject(new AppError(o.code));
    else p.resolve(o);
  });
}
