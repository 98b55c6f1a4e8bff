import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contacts } from '../db/schema';
import type { SocialAccount } from '../../contracts';
import { underContactsLock } from '../domain/contacts/actor';

/** Who wrote, as a channel knows them: a Messenger PSID, a Viber user id or an e-mail address. */
export interface ChannelIdentity {
  kind: 'messenger' | 'viber' | 'email';
  externalId: string;
  name?: string;
  email?: string;
}

const NAME_MAX = 200;

/**
 * The contact of a channel identity, made (by the system) when there is none: Messenger and Viber
 * identities are kept in the contact's social accounts, an e-mail address is the contact's e-mail
 * (primary or extra). Under the company's contacts lock, so two first messages at once make one.
 */
export async function contactOf(db: Db, companyId: number, identity: ChannelIdentity): Promise<number> {
  const find = (tx: Db) => findContact(tx, companyId, identity);
  const found = await find(db);
  if (found) return found;
  return underContactsLock(db, companyId, async (tx) => {
    const again = await find(tx);
    if (again) return again;
    const name = (identity.name ?? '').trim().slice(0, NAME_MAX);
    const [first, ...rest] = name.split(/\s+/);
    const values =
      identity.kind === 'email'
        ? { email: (identity.email ?? identity.externalId).trim().toLowerCase() }
        : { socialAccounts: [{ platform: identity.kind, id: identity.externalId, name } satisfies SocialAccount] };
    const [row] = await tx
      .insert(contacts)
      .values({ companyId, firstName: first ?? '', lastName: rest.join(' '), createdByKind: 'system', createdByUserId: null, ...values })
      .returning({ id: contacts.id });
    return row.id;
  });
}

async function findContact(db: Db, companyId: number, identity: ChannelIdentity): Promise<number | null> {
  const where =
    identity.kind === 'email'
      ? sql`(lower(${contacts.email}) = ${(identity.email ?? identity.externalId).trim().toLowerCase()} or ${contacts.extraEmails} @> array[${(identity.email ?? identity.externalId).trim().toLowerCase()}]::text[])`
      : sql`${contacts.socialAccounts} @> ${JSON.stringify([{ platform: identity.kind, id: identity.externalId }])}::jsonb`;
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), where))
    .orderBy(contacts.id)
    .limit(1);
  return row?.id ?? null;
}
