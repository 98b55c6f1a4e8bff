import { contactViolations, type Contact, type ContactFields } from '../../../../contracts/contact.schema';
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

export function valuesOf(c: Contact): ContactFormValues {
  const { id: _id, type_name: _t, created_by: _c, created_at: _a, updated_at: _u, ...fields } = c;
  return { ...fields, extra_emails: [...fields.extra_emails], extra_phones: [...fields.extra_phones], social_accounts: fields.social_accounts.map((s) => ({ ...s })) };
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
