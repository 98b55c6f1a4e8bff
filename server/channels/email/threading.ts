import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailMessages, interactions } from '../../db/schema';

/** 'Re: Fwd: AW: Hello' → 'hello': the subject a reply chain shares (last-resort threading only). */
export function baseSubject(subject: string): string {
  let s = subject.trim();
  for (;;) {
    const next = s.replace(/^(re|fw|fwd|aw|sv|vs|ха)\s*(\[\d+\])?\s*:\s*/i, '');
    if (next === s) break;
    s = next;
  }
  return s.toLowerCase();
}

/**
 * The conversation a mail belongs to: the one that holds a message it answers (In-Reply-To, then
 * References from the newest), else, as a last resort, the sender's open conversation on this
 * channel with the same base subject. Null starts a new one.
 */
export async function findThread(
  db: Db,
  channelId: number,
  mail: { inReplyTo: string[]; references: string[]; subject: string; fromAddress: string },
): Promise<number | null> {
  const ids = [...mail.inReplyTo, ...[...mail.references].reverse()];
  if (ids.length) {
    const rows = await db
      .select({ interactionId: emailMessages.interactionId, rfc: emailMessages.rfcMessageId })
      .from(emailMessages)
      .where(and(eq(emailMessages.channelId, channelId), inArray(emailMessages.rfcMessageId, ids)));
    for (const id of ids) {
      const hit = rows.find((r) => r.rfc === id);
      if (hit) return hit.interactionId;
    }
  }
  const subject = baseSubject(mail.subject);
  if (!subject || !mail.fromAddress) return null;
  const recent = await db
    .select({ interactionId: emailMessages.interactionId, subject: emailMessages.subject })
    .from(emailMessages)
    .innerJoin(interactions, eq(interactions.id, emailMessages.interactionId))
    .where(and(eq(emailMessages.channelId, channelId), eq(emailMessages.fromAddress, mail.fromAddress), sql`${interactions.status} <> 'closed'`))
    .orderBy(desc(emailMessages.id))
    .limit(20);
  return recent.find((r) => baseSubject(r.subject) === subject)?.interactionId ?? null;
}

export async function seenBefore(db: Db, channelId: number, rfcMessageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(and(eq(emailMessages.channelId, channelId), eq(emailMessages.rfcMessageId, rfcMessageId)));
  return !!row;
}
