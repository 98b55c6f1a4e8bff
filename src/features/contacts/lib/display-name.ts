import type { Contact } from '../../../../contracts/contact.schema';

/** Last name then first, as the product shows people (users too); empty when neither is set. */
export const contactName = (c: Pick<Contact, 'first_name' | 'last_name'>) => [c.last_name, c.first_name].filter(Boolean).join(' ');
