import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { channels, contacts, issueAttachments, issueComments, issueReasons, issues, issueTagDefs, issueTags, issueTypes } from '../db/schema';
import { PLATFORM_OF_CHANNEL, type IssuePlatform, type IssuePriority, type IssueStatus } from '../../contracts';

/** A small seeded PRNG (mulberry32): the same demo issues on every fresh database. */
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

const TYPES = [
  ['Гомдол', 'Үйлчилгээ, бүтээгдэхүүний гомдол'],
  ['Санал хүсэлт', 'Сайжруулах санал'],
  ['Техникийн асуудал', 'Систем, апп-ын алдаа'],
  ['Төлбөр', 'Төлбөр, нэхэмжлэхийн асуудал'],
  ['Хүргэлт', 'Захиалгын хүргэлт'],
] as const;
const TAGS = [
  ['Яаралтай', '#C50F1F'],
  ['VIP', '#8764B8'],
  ['Буцаалт', '#CA5010'],
  ['Давтагдсан', '#0F6CBD'],
  ['Мэдээлэл дутуу', '#498205'],
  ['Онлайн', '#038387'],
] as const;
const REASONS = [
  ['Шийдвэрлэсэн', 'Асуудлыг бүрэн шийдсэн'],
  ['Давхардсан', 'Өөр асуудалтай давхардсан'],
  ['Харилцагч хариу өгөөгүй', 'Холбогдож чадаагүй'],
  ['Шийдвэрлэх боломжгүй', 'Бодлогын дагуу татгалзсан'],
] as const;
const NAMES = [
  'Захиалга хугацаандаа ирээгүй',
  'Төлбөр давхар суутгагдсан',
  'Нэвтрэх нууц үг сэргээгдэхгүй байна',
  'Бараа гэмтэлтэй ирсэн',
  'Нэхэмжлэх буруу гарсан',
  'Апп гацаад байна',
  'Хөнгөлөлтийн код ажиллахгүй',
  'Хүргэлтийн хаяг солих хүсэлт',
  'Буцаалтын мөнгө орж ирээгүй',
  'Дуудлагын төвд холбогдож чадсангүй',
  'Order arrived incomplete',
  'Cannot change my e-mail address',
  'Карт холбоход алдаа гарлаа',
  'Гишүүнчлэлийн оноо тооцогдоогүй',
  'Баталгаат засварын хүсэлт',
  'Refund for a cancelled booking',
] as const;
const DESCRIPTIONS = [
  'Харилцагч утсаар холбогдож мэдэгдсэн.',
  'Вэб чатаар ирсэн хүсэлт, дэлгэцийн зураг хавсаргасан.',
  'Customer wrote twice about the same problem.',
  'Дахин шалгаж хариу өгөх шаардлагатай.',
  '',
] as const;
const COMMENTS = [
  'Харилцагч руу залгаж тодруулсан.',
  'Агуулахаас шалгуулж байна.',
  'Санхүүгийн албанд шилжүүлсэн.',
  'Called the customer, waiting for a reply.',
  'Харилцагч баярлалаа гэсэн.',
  'Дахин давтагдвал техникийн багт мэдэгдэнэ.',
] as const;
// Every state the console shows: mostly working, some closed, a few deleted.
const STATES: (IssueStatus | 'deleted')[] = ['open', 'open', 'open', 'in_progress', 'in_progress', 'resolved', 'closed', 'closed', 'deleted'];
const PRIORITIES: IssuePriority[] = ['low', 'medium', 'medium', 'high', 'urgent'];
const HOUR = 3_600_000;

export const DEMO_ISSUE_COUNT = 72;

/**
 * Demo issues of a company: five types, six tags, four closing reasons and about 70 issues in
 * every state (open, in progress, resolved, closed with a reason, deleted), most with comments, a
 * few with a small attachment. Contacts and channels are the company's own (seed them first);
 * `staff` are the users issues are created by and assigned to. Same data on every run.
 */
export async function seedIssues(db: Db, companyId: number, staff: number[], now = Date.now()) {
  const rnd = prng(20250314);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const people = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.companyId, companyId)).orderBy(asc(contacts.id)).limit(60);
  const ways = await db.select({ id: channels.id, type: channels.type }).from(channels).where(eq(channels.companyId, companyId)).orderBy(asc(channels.id));
  if (people.length === 0 || ways.length === 0 || staff.length === 0) return { issues: 0 };
  const types = await db
    .insert(issueTypes)
    .values(TYPES.map(([title, description]) => ({ companyId, title, description })))
    .returning({ id: issueTypes.id });
  const tags = await db
    .insert(issueTagDefs)
    .values(TAGS.map(([title, colour]) => ({ companyId, title, colour })))
    .returning({ id: issueTagDefs.id });
  const reasons = await db
    .insert(issueReasons)
    .values(REASONS.map(([name, description]) => ({ companyId, name, description })))
    .returning({ id: issueReasons.id });

  for (let n = 0; n < DEMO_ISSUE_COUNT; n++) {
    const state = STATES[n % STATES.length];
    const channel = pick(ways);
    const createdAt = new Date(now - Math.floor(rnd() * 60 * 24) * HOUR - Math.floor(rnd() * 60) * 60_000);
    const closed = state === 'closed';
    const platform: IssuePlatform = rnd() < 0.15 ? 'phone' : (PLATFORM_OF_CHANNEL[channel.type] ?? 'other');
    const creator = pick(staff);
    const [row] = await db
      .insert(issues)
      .values({
        companyId,
        name: pick(NAMES),
        description: pick(DESCRIPTIONS),
        contactId: pick(people).id,
        channelId: channel.id,
        assigneeUserId: rnd() < 0.5 ? creator : pick(staff),
        status: state === 'deleted' ? 'open' : state,
        priority: pick(PRIORITIES),
        platform,
        typeId: rnd() < 0.85 ? pick(types).id : null,
        reasonId: closed ? pick(reasons).id : null,
        createdByUserId: creator,
        createdAt,
        updatedAt: createdAt,
        dueAt: rnd() < 0.6 ? new Date(createdAt.getTime() + (1 + Math.floor(rnd() * 10)) * 24 * HOUR) : null,
        endedAt: closed ? new Date(createdAt.getTime() + (1 + Math.floor(rnd() * 72)) * HOUR) : null,
        deletedAt: state === 'deleted' ? new Date(createdAt.getTime() + 2 * HOUR) : null,
        deletedByUserId: state === 'deleted' ? creator : null,
      })
      .returning({ id: issues.id });
    const chosen = new Set(Array.from({ length: Math.floor(rnd() * 3) }, () => pick(tags).id));
    if (chosen.size) await db.insert(issueTags).values([...chosen].map((tagId) => ({ issueId: row.id, tagId })));
    const commentCount = Math.floor(rnd() * 5);
    if (commentCount) {
      await db.insert(issueComments).values(
        Array.from({ length: commentCount }, (_, k) => ({
          issueId: row.id,
          companyId,
          authorUserId: pick(staff),
          body: pick(COMMENTS),
          createdAt: new Date(createdAt.getTime() + (k + 1) * HOUR),
        })),
      );
    }
    if (n % 6 === 0) {
      const text = Buffer.from(`Асуудал #${row.id}: харилцагчийн илгээсэн тэмдэглэл.\n`, 'utf8');
      await db
        .insert(issueAttachments)
        .values({ issueId: row.id, companyId, name: `тэмдэглэл-${row.id}.txt`, mime: 'text/plain', size: text.length, data: text, uploadedByUserId: creator, createdAt });
    }
  }
  return { issues: DEMO_ISSUE_COUNT };
}
