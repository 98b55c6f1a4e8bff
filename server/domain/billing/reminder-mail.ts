import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../../contracts';
import { ROOT_DIR } from '../../config';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { isoInZone } from '../../lib/zoned-time';

type Texts = Record<'one_day_subject' | 'one_day_body' | 'last_day_subject' | 'last_day_body' | 'open', string>;
const texts = Object.fromEntries(LOCALES.map((l) => [l, JSON.parse(readFileSync(join(ROOT_DIR, 'locales', l, 'billing-mail.json'), 'utf8')) as Texts])) as Record<
  Locale,
  Texts
>;
const fill = (t: string, v: Record<string, string>) => t.replace(/\{\{(\w+)\}\}/g, (_, k: string) => v[k] ?? '');
const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * Spec §9's alerts by e-mail: one day left, or pay today, to every active admin in their language,
 * with the end date as the company's calendar has it (an end at 17:00 UTC is the next day in Ulaanbaatar).
 */
export async function mailReminder(
  db: Db,
  mailer: Mailer,
  companyId: number,
  kind: 'one_day' | 'last_day',
  endsAt: Date,
  plan: Record<Locale, string>,
  publicUrl: string,
  timeZone: string,
) {
  const admins = await db
    .select({ email: users.email, lang: users.lang, company: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, companyId), eq(users.role, 'admin'), eq(users.userType, 'human'), eq(users.status, 'active')));
  for (const a of admins) {
    const lang: Locale = a.lang === 'en' ? 'en' : 'mn';
    const t = texts[lang];
    const vars = { company: a.company, plan: plan[lang], date: isoInZone(endsAt, timeZone).slice(0, 10), url: `${publicUrl.replace(/\/+$/, '')}/settings/my_plan` };
    const body = fill(t[`${kind}_body`], vars).replace(/ {2,}/g, ' ');
    const link = fill(t.open, vars);
    await mailer.send({ to: a.email, subject: t[`${kind}_subject`], text: `${body}\n\n${link}`, html: `<p>${escape(body)}</p><p>${escape(link)}</p>` });
  }
}
