import { contactViolations, normalizeContact, type ContactFields, type ContactInput } from '../../../contracts';
import { AppError } from '../../lib/app-error';

/** The rules of spec §5; the first broken one is the answer, with the field it concerns. */
export function parseContact(fields: ContactFields): ContactInput {
  const [first] = contactViolations(fields);
  if (first) throw new AppError(first.code, { field: String(first.path[0]), ...first.params });
  return normalizeContact(fields);
}
