import { ContactImportResultSchema, type ContactImportBody, type ContactImportResult } from '../../../../contracts/contact-import.schema';
import { ApiError } from '../../../lib/api-error';
import { http, type HttpClient } from '../../../lib/http';

/**
 * POST /api/contacts/import. A refused real import (some row bad, nothing stored) answers 400
 * with the same report; it is returned as a result here, since the dialog shows the report.
 */
export async function importContacts(body: ContactImportBody, client: HttpClient = http): Promise<ContactImportResult> {
  try {
    return ContactImportResultSchema.parse(await client.post('/api/contacts/import', body, { silent: (e) => e.code === 'err_contact_import_invalid' }));
  } catch (error) {
    if (error instanceof ApiError && error.code === 'err_contact_import_invalid') return ContactImportResultSchema.parse(error.body);
    throw error;
  }
}
