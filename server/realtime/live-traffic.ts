import type { MessageWriter } from '../domain/interactions/message-writer';
import type { ReadMarkWriter } from '../domain/interactions/read-mark-writer';
import type { TypingLookup } from '../domain/interactions/typing-lookup';

/**
 * What the socket handlers handle live traffic with, each batching what arrives together into one
 * statement: messages, read marks, and the checks behind typing signals.
 */
export interface LiveTraffic {
  writer: MessageWriter;
  reads: ReadMarkWriter;
  typing: TypingLookup;
}
