import { contactViolations } from '../../../../contracts/contact-rules';
import type { Contact, ContactFields } from '../../../../contracts/contact.schema';
import type { ErrorCode } from '../../../../contracts/errors';

/** What the form holds: the body fields exactly, so the server's rules run on the same object. */
export type ContactFormValues = ContactFields;
export type FormField = keyof ContactFormValues;

export interface FieldError {
  code: ErrorCode;
  params?: Record<string, number>;
}

export const emptyContactValues = (): ContactFormValues => ({
  first_name: '',
  last_name: '',
  email: '',
  extra_emails: [],
  phone: '',
  extra_phones: [],
  company_name: '',
  profession: '',
  description: '',
  note: '',
  city: '',
  district: '',
  subdistrict: '',
  address_detail: '',
  social_accounts: [],
  type_id: null,
  is_special: false,
});

/**
 * The body fields of a contact, and only those: the detail page's contact also carries its
 * interactions and issues, which the server's strict body schema refuses.
 */
export function valuesOf(c: Contact): ContactFormValues {
  const values = emptyContactValues();
  for (const key of Object.keys(values) as FormField[]) (values as Record<FormField, unknown>)[key] = c[key];
  return { ...values, extra_emails: [...c.extra_emails], extra_phones: [...c.extra_phones], social_accounts: c.social_accounts.map((s) => ({ ...s })) };
}

/** The first broken rule of each field (spec §5), the same function the server answers with. */
export function formErrors(values: ContactFormValues): Partial<Record<FormField, FieldError>> {
  const errors: Partial<Record<FormField, FieldError>> = {};
  for (const v of contactViolations(values)) {
    const field = v.path[0] as FormField;
    errors[field] ??= { code: v.code, params: v.params };
  }
  return errors;
}
