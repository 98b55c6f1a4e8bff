import type { Db } from '../db/client';
import { contacts, contactTypes } from '../db/schema';
import { normalizePhone, type CreatorKind, type SocialAccount } from '../../contracts';

/** A small seeded PRNG (mulberry32): the same demo contacts on every fresh database. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// [Cyrillic, Latin] so e-mail addresses read like the name.
const MN_FIRST = [
  ['Бат-Эрдэнэ', 'baterdene'],
  ['Сарангэрэл', 'sarangerel'],
  ['Тэмүүжин', 'temuujin'],
  ['Анужин', 'anujin'],
  ['Болормаа', 'bolormaa'],
  ['Ганзориг', 'ganzorig'],
  ['Хулан', 'khulan'],
  ['Номин', 'nomin'],
  ['Мөнх-Очир', 'munkhochir'],
  ['Энхжин', 'enkhjin'],
  ['Оюунчимэг', 'oyunchimeg'],
  ['Батбаяр', 'batbayar'],
  ['Нарантуяа', 'narantuya'],
  ['Дөлгөөн', 'dulguun'],
  ['Төгөлдөр', 'tuguldur'],
  ['Солонго', 'solongo'],
  ['Алтанцэцэг', 'altantsetseg'],
  ['Цэцэгмаа', 'tsetsegmaa'],
  ['Баярсайхан', 'bayarsaikhan'],
  ['Эрдэнэбат', 'erdenebat'],
] as const;
const MN_LAST = [
  ['Батаа', 'bataa'],
  ['Дорж', 'dorj'],
  ['Ганбат', 'ganbat'],
  ['Болд', 'bold'],
  ['Лхагва', 'lkhagva'],
  ['Очир', 'ochir'],
  ['Цэрэн', 'tseren'],
  ['Гантулга', 'gantulga'],
  ['Сүхбаатар', 'sukhbaatar'],
  ['Жаргал', 'jargal'],
  ['Мөнх', 'munkh'],
  ['Дашдорж', 'dashdorj'],
  ['Пүрэв', 'purev'],
  ['Нямдорж', 'nyamdorj'],
  ['Энхбаяр', 'enkhbayar'],
] as const;
const EN_FIRST = ['John', 'Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Sophia', 'James', 'Grace'];
const EN_LAST = ['Smith', 'Brown', 'Wilson', 'Taylor', 'Johnson', 'Davies', 'Martin', 'Clark', 'Lee', 'Walker'];
const COMPANIES = [
  'Монгол Шуудан ХК',
  'Говь ХК',
  'Таван Богд ХХК',
  'Номин Холдинг',
  'Юнител ХХК',
  'Хаан Банк',
  'Mongolian Airlines',
  'Blue Sky Travel',
  'Эрдэнэт Үйлдвэр',
  '',
];
const PROFESSIONS = ['Инженер', 'Багш', 'Эмч', 'Нягтлан бодогч', 'Менежер', 'Худалдагч', 'Оюутан', 'Жолооч', 'Software developer', 'Sales manager', ''];
const DISTRICTS = ['Сүхбаатар', 'Чингэлтэй', 'Баянзүрх', 'Хан-Уул', 'Сонгинохайрхан', 'Баянгол'];
const CITIES = ['Улаанбаатар', 'Улаанбаатар', 'Улаанбаатар', 'Улаанбаатар', 'Дархан', 'Эрдэнэт'];
const MOBILE_PREFIXES = ['99', '88', '95', '94', '89', '86', '80', '85'];
const MAIL_HOSTS = ['gmail.com', 'yahoo.com', 'mail.mn', 'outlook.com'];
const NOTES = ['Хүргэлтийг оройн цагаар хүсдэг.', 'Prefers email over phone calls.', 'Байнгын харилцагч.', 'Нэхэмжлэхийг байгууллагын нэр дээр гаргана.', ''];

export const DEMO_CONTACT_COUNT = 300;

/**
 * Demo contacts of a company: three types and about 300 Mongolian and English contacts, the same
 * on every run (seeded PRNG). Most are registered by `createdByUserId`, some by the system or a
 * virtual agent; a few are special, some have extra phones, e-mails and social accounts.
 */
export async function seedContacts(db: Db, companyId: number, createdByUserId: number | null) {
  const rnd = prng(20240601);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const types = await db
    .insert(contactTypes)
    .values([
      { companyId, name: 'VIP', description: 'Онцгой анхаарах харилцагч' },
      { companyId, name: 'Байгууллага', description: 'Байгууллагын төлөөлөл' },
      { companyId, name: 'Хувь хүн', description: 'Хувь хэрэглэгч' },
    ])
    .returning({ id: contactTypes.id });
  const usedPhones = new Set<string>();
  const usedEmails = new Set<string>();
  const phone = () => {
    for (;;) {
      const number = normalizePhone(`${pick(MOBILE_PREFIXES)}${String(Math.floor(rnd() * 1_000_000)).padStart(6, '0')}`);
      if (number && !usedPhones.has(number)) {
        usedPhones.add(number);
        return number;
      }
    }
  };
  const email = (local: string) => {
    for (let n = 0; ; n++) {
      const address = `${local}${n ? n : ''}@${pick(MAIL_HOSTS)}`;
      if (!usedEmails.has(address)) {
        usedEmails.add(address);
        return address;
      }
    }
  };
  const now = Date.now();
  const rows: (typeof contacts.$inferInsert)[] = [];
  const ago = () => new Date(now - Math.floor(rnd() * 180 * 24 * 3600 * 1000));
  for (let i = 0; i < DEMO_CONTACT_COUNT; i++) {
    const english = rnd() < 0.2;
    const [first, firstLatin] = english ? [pick(EN_FIRST), ''] : pick(MN_FIRST);
    const [last, lastLatin] = english ? [pick(EN_LAST), ''] : pick(MN_LAST);
    const local = english ? `${first}.${last}`.toLowerCase() : `${firstLatin}.${lastLatin}`;
    const reach = rnd();
    const kindRoll = rnd();
    const kind: CreatorKind = kindRoll < 0.8 ? 'me' : kindRoll < 0.92 ? 'system' : 'virtual_agent';
    const social: SocialAccount[] = [];
    if (rnd() < 0.2) social.push({ platform: 'messenger', id: String(4_000_000_000 + i * 7919), name: `${first} ${last}` });
    if (rnd() < 0.1) social.push({ platform: 'viber', id: phone(), name: first });
    if (rnd() < 0.08) social.push({ platform: 'instagram', id: local.replace('.', '_'), name: '' });
    const city = pick(CITIES);
    rows.push({
      companyId,
      firstName: first,
      lastName: last,
      email: reach < 0.85 ? email(local) : '',
      extraEmails: rnd() < 0.1 ? [email(`${local}.work`)] : [],
      phone: reach > 0.15 ? phone() : '',
      extraPhones: rnd() < 0.12 ? [phone()] : [],
      companyName: pick(COMPANIES),
      profession: pick(PROFESSIONS),
      description: '',
      note: pick(NOTES),
      city,
      district: city === 'Улаанбаатар' ? pick(DISTRICTS) : '',
      subdistrict: city === 'Улаанбаатар' ? `${1 + Math.floor(rnd() * 30)}-р хороо` : '',
      addressDetail: rnd() < 0.5 ? `${1 + Math.floor(rnd() * 90)}-р байр, ${1 + Math.floor(rnd() * 120)} тоот` : '',
      socialAccounts: social,
      typeId: rnd() < 0.7 ? types[Math.floor(rnd() * types.length)].id : null,
      isSpecial: rnd() < 0.1,
      createdByKind: kind,
      createdByUserId: kind === 'me' ? createdByUserId : null,
    });
    rows[i].createdAt = rows[i].updatedAt = ago();
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 100) await tx.insert(contacts).values(rows.slice(i, i + 100));
  });
  return { typeIds: types.map((t) => t.id), count: rows.length };
}
