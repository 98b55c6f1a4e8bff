import type { MessageWriter } from '../domain/interactions/message-writer';
import type { ReadMarkWriter } from '../domain/interactions/read-mark-writer';

/** What the socket handlers store live traffic with: group commit for messages and for read marks. */
export interface LiveWriters {
  writer: MessageWriter;
  reads: ReadMarkWriter;
}
