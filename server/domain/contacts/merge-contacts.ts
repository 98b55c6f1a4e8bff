import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, interactions, visitors } from '../../db/schema';
import type { ContactMergeBody, SocialAccount } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { underContactsLock, visibleTo, type ContactActor } from './actor';
import { contactIssues } from './contact-issues';
import { findContact } from './get-contact';

type Row = typeof contacts.$inferSelect;

const messengerIds = (r: Row) => new Set(r.socialAccounts.filter((s) => s.platform === 'messenger').map((s) => s.id));

/** Spec §5: two contacts that each have a Messenger account, and not the same ones, are two people. */
export function messengerConflict(a: Row, b: Row): boolean {
  const x = messengerIds(a);
  const y = messengerIds(b);
  if (x.size === 0 || y.size === 0) return false;
  return x.size !== y.size || [...x].some((id) => !y.has(id));
}

const union = (primary: string, ...lists: string[][]) => [...new Set(lists.flat().filter((v) => v && v !== primary))];

/** What the kept contact becomes: its own values first, the merged one's filling the blanks. */
export function mergedValues(keep: Row, gone: Row) {
  const email = keep.email || gone.email;
  const phone = keep.phone || gone.phone;
  const socials = new Map<string, SocialAccount>();
  for (const s of [...keep.socialAccounts, ...gone.socialAccounts]) if (!socials.has(`${s.platform}:${s.id}`)) socials.set(`${s.platform}:${s.id}`, s);
  const fill = <K extends keyof Row>(k: K) => (keep[k] || gone[k]) as Row[K];
  return {
    firstName: fill('firstName'),
    lastName: fill('lastName'),
    email,
    extraEmails: union(email, [keep.email, gone.email], keep.extraEmails, gone.extraEmails),
    phone,
    extraPhones: union(phone, [keep.phone, gone.phone], keep.extraPhones, gone.extraPhones),
    companyName: fill('companyName'),
    profession: fill('profession'),
    description: fill('description'),
    note: fill('note'),
    city: fill('city'),
    district: fill('district'),
    subdistrict: fill('subdistrict'),
    addressDetail: fill('addressDetail'),
    socialAccounts: [...socials.values()],
    typeId: keep.typeId ?? gone.typeId,
    isSpecial: keep.isSpecial || gone.isSpecial,
    updatedAt: sql`now()`,
  };
}

/**
 * Merges `merge_id` into `keep_id` in one transaction: interactions, visitors and issues move to
 * the kept contact, e-mails, phones and social accounts are united without repeats, and the
 * merged contact is deleted. Any failure leaves both contacts as they were.
 */
export async function mergeContacts(db: Db, actor: ContactActor, { keep_id, merge_id }: ContactMergeBody) {
  if (keep_id === merge_id) throw new AppError('err_contact_merge_same_id');
  await underContactsLock(db, actor.companyId, async (tx) => {
    const rows = await tx
      .select()
      .from(contacts)
      .where(and(inArray(contacts.id, [keep_id, merge_id]), visibleTo(actor)))
      .for('update');
    const keep = rows.find((r) => r.id === keep_id);
    const gone = rows.find((r) => r.id === merge_id);
    if (!keep || !gone) throw new AppError('err_contact_not_found');
    if (messengerConflict(keep, gone)) throw new AppError('err_contact_merge_messenger');
    const where = (col: typeof interactions.contactId | typeof visitors.contactId) => eq(col, merge_id);
    await tx
      .update(interactions)
      .set({ contactId: keep_id })
      .where(and(eq(interactions.companyId, actor.companyId), where(interactions.contactId)));
    await tx
      .update(visitors)
      .set({ contactId: keep_id })
      .where(and(eq(visitors.companyId, actor.companyId), where(visitors.contactId)));
    await contactIssues.move(tx, actor.companyId, merge_id, keep_id);
    // The merged row goes first, so its primary e-mail and phone are free for the kept one.
    await tx.delete(contacts).where(eq(contacts.id, merge_id));
    await tx.update(contacts).set(mergedValues(keep, gone)).where(eq(contacts.id, keep_id));
  });
  return findContact(db, actor, keep_id);
}
