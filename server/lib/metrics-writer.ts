import type { Counter, Histogram } from 'prom-client';
import type { MessageWriter } from '../domain/interactions/message-writer';

/**
 * Counts what the one message writer stores, and how long each store takes, by wrapping its
 * `append` in place: every caller (both socket namespaces, the REST route, the seed) holds this
 * same writer object, so none of them changes.
 */
export function instrumentWriter(writer: MessageWriter, m: { stored: Counter<'author'>; seconds: Histogram }) {
  const append = writer.append.bind(writer);
  writer.append = async (msg) => {
    const end = m.seconds.startTimer();
    const result = await append(msg);
    end();
    if (!result.duplicate) m.stored.inc({ author: msg.authorType });
    return result;
  };
}
