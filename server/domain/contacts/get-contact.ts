import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, interactions } from '../../db/schema';
import type { Contact, ContactDetail } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { visibleTo, type ContactActor } from './actor';
import { visibleInteractions } from '../interactions/find-visible';
import { contactIssues } from './contact-issues';
import { selectContacts, toContact } from './to-dto';

/** Another company's contact, or one the caller may not see, is simply not found. */
export async function findContact(db: Db, actor: ContactActor, id: number): Promise<Contact> {
  const [row] = await selectContacts(db)
    .where(and(eq(contacts.id, id), visibleTo(actor)))
    .limit(1);
  if (!row) throw new AppError('err_contact_not_found');
  return toContact(row);
}

export const CONTACT_DETAIL_INTERACTIONS = 100;

/** The detail page: every field, the newest interactions, and the contact's issues, as far as the caller may see them. */
export async function getContactDetail(db: Db, actor: ContactActor, id: number): Promise<ContactDetail> {
  const contact = await findContact(db, actor, id);
  const rows = await db
    .select({ id: interactions.id, subject: interactions.subject, status: interactions.status, createdAt: interactions.createdAt })
    .from(interactions)
    .where(
      // The conversations the caller may read (find-visible.ts), as everywhere else.
      and(eq(interactions.contactId, id), visibleInteractions({ id: actor.userId, companyId: actor.companyId, permissions: actor.permissions ?? [] })),
    )
    .orderBy(desc(interactions.createdAt), desc(interactions.id))
    .limit(CONTACT_DETAIL_INTERACTIONS);
  return {
    ...contact,
    interactions: rows.map((r) => ({ id: r.id, subject: r.subject, status: r.status === 'open' ? 'open' : 'closed', created_at: r.createdAt.toISOString() })),
    issues: await contactIssues.list(db, actor.companyId, id, actor.viewAllIssues === false ? actor.userId : undefined),
  };
}
