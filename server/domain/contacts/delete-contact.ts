import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, interactions, visitors } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { visibleTo, type ContactActor } from './actor';
import { contactIssues } from './contact-issues';

/**
 * Spec §5: a contact with open interactions or issues cannot be deleted. Its closed interactions
 * and web-chat visitors stay, no longer pointing at it.
 */
export async function deleteContact(db: Db, actor: ContactActor, id: number) {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.id, id), visibleTo(actor)))
      .for('update');
    if (!row) throw new AppError('err_contact_not_found');
    const [{ n }] = await tx
      .select({ n: count() })
      .from(interactions)
      .where(and(eq(interactions.companyId, actor.companyId), eq(interactions.contactId, id), eq(interactions.status, 'open')));
    if (Number(n) > 0 || (await contactIssues.countOpen(tx, actor.companyId, id)) > 0) throw new AppError('err_contact_delete_open');
    await tx
      .update(interactions)
      .set({ contactId: null })
      .where(and(eq(interactions.companyId, actor.companyId), eq(interactions.contactId, id)));
    await tx
      .update(visitors)
      .set({ contactId: null })
      .where(and(eq(visitors.companyId, actor.companyId), eq(visitors.contactId, id)));
    await tx.delete(contacts).where(eq(contacts.id, id));
  });
}
