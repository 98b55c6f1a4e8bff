import { asc, eq, and, isNotNull } from 'drizzle-orm';
import type { EmailMessageParts } from '../../../contracts';
import type { Db } from '../../db/client';
import { emailMessages } from '../../db/schema';
import { findVisibleInteraction, type InteractionViewer } from '../../domain/interactions/find-visible';

/** What the mails of a conversation add to its messages: sanitised HTML and the folded quote. */
export async function emailPartsOf(db: Db, viewer: InteractionViewer, interactionId: number): Promise<EmailMessageParts[]> {
  await findVisibleInteraction(db, viewer, interactionId);
  const rows = await db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.interactionId, interactionId), isNotNull(emailMessages.messageId)))
    .orderBy(asc(emailMessages.id));
  return rows.map((r) => ({ message_id: r.messageId!, subject: r.subject, from: r.fromAddress, html: r.html, quoted: r.quoted }));
}
