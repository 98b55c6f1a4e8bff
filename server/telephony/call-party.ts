import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { channels, contacts } from '../db/schema';
import { normalizePhone } from '../../contracts/phone-rule';

/** The company's `call` channel, made with its first call. */
export async function callChannelOf(tx: Db, companyId: number, number: string): Promise<number> {
  const [found] = await tx
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.companyId, companyId), eq(channels.type, 'call')))
    .limit(1);
  if (found) return found.id;
  const [made] = await tx.insert(channels).values({ companyId, type: 'call', name: 'Call centre', number }).returning({ id: channels.id });
  return made.id;
}

/**
 * The contact a phone number belongs to (normalised with libphonenumber, Mongolian numbers
 * first: primary or extra phone), or a new one the system creates for it. A caller that is no
 * phone number (a SIP name) becomes a contact named by it.
 */
export async function contactForNumber(tx: Db, companyId: number, raw: string): Promise<number> {
  const e164 = normalizePhone(raw);
  if (e164) {
    const [found] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.companyId, companyId), sql`(${contacts.phone} = ${e164} or ${e164} = any(${contacts.extraPhones}))`))
      .orderBy(contacts.id)
      .limit(1);
    if (found) return found.id;
  }
  const [made] = await tx
    .insert(contacts)
    .values({ companyId, phone: e164 ?? '', firstName: e164 ? '' : raw.slice(0, 100), createdByKind: 'system' })
    .returning({ id: contacts.id });
  return made.id;
}
