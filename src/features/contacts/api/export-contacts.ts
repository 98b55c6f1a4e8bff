import type { ContactFilter } from '../../../../contracts/contact.schema';
import { contactsSearch } from './list-contacts';

/**
 * GET /api/contacts/export: the browser downloads it (the server names the file), so the link is
 * all the console needs; the session cookie goes with it.
 */
export const exportContactsUrl = (filter: ContactFilter, format: 'csv' | 'xlsx') => `/api/contacts/export${contactsSearch({ ...filter, format })}`;
