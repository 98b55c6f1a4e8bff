import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, contactTypes, users } from '../../db/schema';
import type { Contact, ContactInput } from '../../../contracts';

/** A contact with its type's name and its creator's name, in one query. */
export const selectContacts = (db: Db) =>
  db
    .select({ c: contacts, typeName: contactTypes.name, creatorFirst: users.firstName, creatorLast: users.lastName, creatorEmail: users.email })
    .from(contacts)
    .leftJoin(contactTypes, eq(contactTypes.id, contacts.typeId))
    .leftJoin(users, eq(users.id, contacts.createdByUserId));

export interface ContactRow {
  c: typeof contacts.$inferSelect;
  typeName: string | null;
  creatorFirst: string | null;
  creatorLast: string | null;
  creatorEmail: string | null;
}

export function toContact({ c, typeName, creatorFirst, creatorLast, creatorEmail }: ContactRow): Contact {
  return {
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    extra_emails: c.extraEmails,
    phone: c.phone,
    extra_phones: c.extraPhones,
    company_name: c.companyName,
    profession: c.profession,
    description: c.description,
    note: c.note,
    city: c.city,
    district: c.district,
    subdistrict: c.subdistrict,
    address_detail: c.addressDetail,
    social_accounts: c.socialAccounts,
    type_id: c.typeId,
    type_name: typeName,
    is_special: c.isSpecial,
    created_by: {
      kind: c.createdByKind,
      user_id: c.createdByUserId,
      name: [creatorLast, creatorFirst].filter(Boolean).join(' ') || (creatorEmail ?? ''),
    },
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

/** Column values of a validated contact. */
export const toColumns = (i: ContactInput) => ({
  firstName: i.first_name,
  lastName: i.last_name,
  email: i.email,
  extraEmails: i.extra_emails,
  phone: i.phone,
  extraPhones: i.extra_phones,
  companyName: i.company_name,
  profession: i.profession,
  description: i.description,
  note: i.note,
  city: i.city,
  district: i.district,
  subdistrict: i.subdistrict,
  addressDetail: i.address_detail,
  socialAccounts: i.social_accounts,
  typeId: i.type_id,
  isSpecial: i.is_special,
});
