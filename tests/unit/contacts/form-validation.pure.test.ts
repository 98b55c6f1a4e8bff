import { describe, expect, it } from 'vitest';
import { ContactInputSchema } from '../../../contracts/contact-rules';
import { CONTACT_ADDRESS_DETAIL_MAX, CONTACT_NOTE_MAX, ContactBodySchema, type ContactDetail } from '../../../contracts/contact.schema';
import { normalizePhone } from '../../../contracts/phone-rule';
import { i18n } from '../../../src/lib/i18n';
import { emptyContactValues, formErrors, valuesOf, type ContactFormValues } from '../../../src/features/contacts/lib/form-values';

const form = (patch: Partial<ContactFormValues>): ContactFormValues => ({ ...emptyContactValues(), ...patch });
const codes = (patch: Partial<ContactFormValues>) => Object.fromEntries(Object.entries(formErrors(form(patch))).map(([field, e]) => [field, e!.code]));

describe('contact form rules (spec §5), the same the server answers with', () => {
  it('needs a first or last name, neither too short nor too long', () => {
    expect(codes({ phone: '99112233' })).toEqual({ first_name: 'err_contact_name_empty' });
    expect(codes({ last_name: 'Бат', phone: '99112233' })).toEqual({});
    expect(codes({ first_name: 'Б', phone: '99112233' })).toEqual({ first_name: 'err_contact_name_too_short' });
    expect(codes({ first_name: '  Бо  ', phone: '99112233' })).toEqual({});
    expect(codes({ first_name: 'Болд', last_name: 'x'.repeat(101), phone: '99112233' })).toEqual({ last_name: 'err_contact_name_too_long' });
    expect(codes({ first_name: 'x'.repeat(100), phone: '99112233' })).toEqual({});
  });

  it('needs a phone or an e-mail, each valid; Mongolian numbers first', () => {
    expect(codes({ first_name: 'Болд' })).toEqual({ phone: 'err_contact_phone_or_email', email: 'err_contact_phone_or_email' });
    expect(codes({ first_name: 'Болд', email: 'bold@' })).toEqual({ email: 'err_contact_email_invalid' });
    expect(codes({ first_name: 'Болд', phone: '12345' })).toEqual({ phone: 'err_contact_phone_invalid' });
    expect(codes({ first_name: 'Болд', phone: '99112233', extra_phones: ['88112233', '555'] })).toEqual({ extra_phones: 'err_contact_phone_invalid' });
    expect(codes({ first_name: 'Болд', email: 'b@mail.mn', extra_emails: ['nope'] })).toEqual({ extra_emails: 'err_contact_email_invalid' });
    expect(normalizePhone('99112233')).toBe('+97699112233');
    expect(normalizePhone('9911 2233')).toBe('+97699112233');
    expect(normalizePhone('+1 415 555 2671')).toBe('+14155552671');
    expect(normalizePhone('12345')).toBeNull();
  });

  it('limits the note to 1000 and the address detail to our 500', () => {
    const base = { first_name: 'Болд', phone: '99112233' };
    expect(codes({ ...base, note: 'н'.repeat(CONTACT_NOTE_MAX) })).toEqual({});
    expect(codes({ ...base, note: 'н'.repeat(CONTACT_NOTE_MAX + 1) })).toEqual({ note: 'err_contact_note_too_long' });
    expect(codes({ ...base, address_detail: 'х'.repeat(CONTACT_ADDRESS_DETAIL_MAX + 1) })).toEqual({ address_detail: 'err_contact_address_too_long' });
    expect(formErrors(form({ ...base, note: 'н'.repeat(1001) })).note?.params).toEqual({ max: 1000 });
  });

  it('every rule has a message in both languages, with its limit', () => {
    const t = (lng: string) => i18n.getFixedT(lng, 'errors');
    expect(t('mn')('err_contact_name_too_short', { min: 2 })).toBe('Нэр хэт богино байна (хамгийн багадаа 2 тэмдэгт).');
    expect(t('en')('err_contact_note_too_long', { max: 1000 })).toBe('The note is too long (at most 1000 characters).');
    expect(t('en')('err_contact_phone_or_email')).toBe('Enter a phone number or an email.');
  });

  it('the zod schema carries the codes and normalises what it accepts', () => {
    const bad = ContactInputSchema.safeParse(form({ first_name: 'Б' }));
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['first_name', 'err_contact_name_too_short'],
      ['phone', 'err_contact_phone_or_email'],
      ['email', 'err_contact_phone_or_email'],
    ]);
    const ok = ContactInputSchema.parse(form({ first_name: ' Болд ', email: 'Bold@Mail.MN', extra_emails: ['bold@mail.mn', 'x@mail.mn'], phone: '8811 2233' }));
    expect(ok).toMatchObject({ first_name: 'Болд', email: 'bold@mail.mn', extra_emails: ['x@mail.mn'], phone: '+97688112233' });
  });
});

describe('editing a contact from its detail page', () => {
  it('sends only the form fields, so the server takes the edit', () => {
    const detail: ContactDetail = {
      ...emptyContactValues(),
      id: 7,
      first_name: 'Болд',
      phone: '+97699112233',
      extra_emails: [],
      extra_phones: [],
      social_accounts: [],
      type_id: null,
      type_name: null,
      is_special: false,
      created_by: { kind: 'me', user_id: 1, name: 'Админ' },
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      interactions: [{ id: 3, subject: 'Төлбөр', status: 'open', created_at: '2026-01-01T00:00:00.000Z' }],
      issues: [],
    } as ContactDetail;
    expect(ContactBodySchema.safeParse(valuesOf(detail)).success).toBe(true);
  });
});
