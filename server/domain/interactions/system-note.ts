import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { MessageNote } from '../../../contracts';
import { ROOT_DIR } from '../../config';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import type { AppendResult, MessageWriter } from './message-writer';

/** The default language's `timeline` lines of a locale namespace (locales/mn/{ns}.json), read once. */
const timelines = new Map<string, Record<string, string>>();
function timelineOf(ns: string): Record<string, string> {
  let lines = timelines.get(ns);
  if (!lines) {
    lines = (JSON.parse(readFileSync(join(ROOT_DIR, 'locales', 'mn', `${ns}.json`), 'utf8')) as { timeline: Record<string, string> }).timeline;
    timelines.set(ns, lines);
  }
  return lines;
}

/** The parts in the product's default language (Mongolian): the stored body, for search and older readers. */
export function noteText(parts: MessageNote): string {
  return parts
    .map(({ key, params }) => {
      const [ns, path] = key.split(':');
      const line = timelineOf(ns)[path.slice('timeline.'.length)] ?? key;
      return line.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
    })
    .join('. ');
}

/**
 * Stores a system line in a conversation (a call's event, a channel's handover) as its body in the
 * default language with the locale keys beside it, so each reader sees it in their language.
 * Answers the stored message, with its note, to publish; null when it was stored before.
 */
export async function storeSystemNote(db: Db, writer: MessageWriter, at: { companyId: number; interactionId: number }, note: MessageNote): Promise<AppendResult | null> {
  const stored = await writer.append({ ...at, clientId: null, authorType: 'system', authorUserId: null, body: noteText(note) });
  if (stored.duplicate) return null;
  await db.update(messages).set({ note }).where(eq(messages.id, stored.message.id));
  return { ...stored, message: { ...stored.message, note } };
}
