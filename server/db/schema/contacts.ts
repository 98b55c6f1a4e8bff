import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CreatorKind, SocialAccount } from '../../../contracts';
import { companies } from './companies';
import { users } from './users';

/** Contact types of spec §3 (name, description); names unique per company. */
export const contactTypes = pgTable(
  'contact_types',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contact_types_company_name').on(t.companyId, sql`lower(${t.name})`)],
);

/**
 * Contacts of spec §3. E-mails are stored lower-case and phones in E.164, so the duplicate rule
 * (no e-mail or phone twice in a company, primary or extra) is an equality look-up; the primary
 * ones are also unique indexes, the extras are found through GIN indexes on the arrays.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    extraEmails: text('extra_emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    phone: text('phone').notNull().default(''),
    extraPhones: text('extra_phones')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    companyName: text('company_name').notNull().default(''),
    profession: text('profession').notNull().default(''),
    description: text('description').notNull().default(''),
    note: text('note').notNull().default(''),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    subdistrict: text('subdistrict').notNull().default(''),
    addressDetail: text('address_detail').notNull().default(''),
    socialAccounts: jsonb('social_accounts').$type<SocialAccount[]>().notNull().default([]),
    typeId: integer('type_id').references(() => contactTypes.id, { onDelete: 'set null' }),
    isSpecial: boolean('is_special').notNull().default(false),
    createdByKind: text('created_by_kind').$type<CreatorKind>().notNull().default('me'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contacts_company_created').on(t.companyId, t.createdAt),
    index('contacts_company_creator').on(t.companyId, t.createdByUserId),
    index('contacts_company_first_name').on(t.companyId, sql`lower(${t.firstName})`),
    index('contacts_company_last_name').on(t.companyId, sql`lower(${t.lastName})`),
    index('contacts_company_name').on(t.companyId, sql`lower(${t.companyName})`),
    uniqueIndex('contacts_company_email')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
    uniqueIndex('contacts_company_phone')
      .on(t.companyId, t.phone)
      .where(sql`${t.phone} <> ''`),
    index('contacts_extra_emails').using('gin', t.extraEmails),
    index('contacts_extra_phones').using('gin', t.extraPhones),
    index('contacts_type').on(t.typeId),
    // A channel finds the contact of a Messenger or Viber identity by containment (server/channels/contact-of.ts).
    index('contacts_social_accounts').using('gin', sql`${t.socialAccounts} jsonb_path_ops`),
  ],
);
