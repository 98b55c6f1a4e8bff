import { createHash, randomBytes } from 'node:crypto';
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seedDemoChannels } from './demo-channels';
import { channels, companies, interactions, users, visitors, webchats } from '../db/schema';
import { createCompanyWithOwner, createUser } from '../domain/companies/create-company';
import { seedContacts } from './contacts';
import { seedIssues } from './issues';
import { markTourSeen } from '../domain/tour/tour-progress';
import { applyInteractionEvent } from '../domain/interactions/apply-event';
import { createMessageWriter } from '../domain/interactions/message-writer';
import { createInteraction } from '../domain/interactions/create-interaction';
import { seedDemoHistory } from './history';
import { seedDemoKnowledge } from './demo-knowledge';
import { seedDemoAgents } from './demo-agents';
import { seedDemoFlows } from './demo-flows';
import { seedDemoBilling } from './demo-billing';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.mn', what: 'admin and owner of Demo LLC' },
  { email: 'manager@demo.mn', what: 'manager of Demo LLC' },
  { email: 'agent@demo.mn', what: 'agent of Demo LLC' },
  { email: 'guest@demo.mn', what: 'guest of Demo LLC' },
  { email: 'superadmin@demo.mn', what: 'superadmin (approves new companies)' },
  { email: 'pending@demo.mn', what: 'onboarding, company waiting for approval' },
  { email: 'approved@demo.mn', what: 'onboarding, company approved (trial onboarding)' },
  { email: 'newcomer@demo.mn', what: 'signed up, no company yet' },
  { email: 'inactive@demo.mn', what: 'deactivated agent of Demo LLC' },
  { email: 'trial@demo.mn', what: 'admin of Trial Shop LLC, whose trial ends tomorrow' },
] as const;

/** True when the database has no company yet, the only time the demo data is written. */
export async function isEmpty(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(companies);
  return Number(n) === 0;
}

/**
 * The demo company and the accounts of every branch of the route guard. Later areas add their
 * demo data here (conversations, issues, contacts, knowledge…).
 */
export async function seedDemo(db: Db, opts: { historyTimeZone?: string; ownOrigin?: string; demoBot?: boolean } = {}) {
  const password = DEMO_PASSWORD;
  const { company, owner } = await createCompanyWithOwner(
    db,
    { name: 'Demo LLC', contactEmail: 'info@demo.mn', phone: '+97677001122', sector: 'technology', employeeCount: '11-50' },
    { email: 'admin@demo.mn', password, firstName: 'Болд', lastName: 'Бат' },
  );
  const member = (email: string, role: 'manager' | 'agent' | 'guest', firstName: string, lastName: string, status: 'active' | 'inactive' = 'active') =>
    createUser(db, company.id, { email, password, role, firstName, lastName, status });
  const manager = await member('manager@demo.mn', 'manager', 'Сараа', 'Дорж');
  const agent = await member('agent@demo.mn', 'agent', 'Тэмүүлэн', 'Ганбат');
  await member('guest@demo.mn', 'guest', 'Номин', 'Очир');
  await member('inactive@demo.mn', 'agent', 'Хулан', 'Цэрэн', 'inactive');
  await seedContacts(db, company.id, owner.id);

  const seededChannels = await db
    .insert(channels)
    .values([
      { companyId: company.id, type: 'webchat', name: 'Demo LLC web chat', number: 'localhost', description: 'Вэб сайтын чат' },
      // No mail server behind it in the demo: inactive until an admin connects a real mailbox (/settings/email).
      { companyId: company.id, type: 'email', name: 'support@demo.mn', number: 'support@demo.mn', description: 'Тусламжийн и-мэйл', isActive: false },
      { companyId: company.id, type: 'messenger', name: 'Demo LLC Facebook page', number: '100200300', description: 'Facebook хуудас', isActive: false },
    ])
    .returning();
  const [webchatChannel] = seededChannels;
  await seedDemoConversations(db, company.id, webchatChannel.id, { agentId: agent.id, managerId: manager.id });
  // Reports need a past: 90 days of closed conversations over the company's channels.
  if (opts.historyTimeZone)
    await seedDemoHistory(
      db,
      company.id,
      seededChannels.map((c) => c.id),
      { adminId: owner.id, managerId: manager.id, agentId: agent.id },
      opts.historyTimeZone,
    );
  await seedIssues(db, company.id, [owner.id, manager.id, agent.id]);
  const botId = await seedDemoAgents(db, company.id, webchatChannel.id, { switchedOn: opts.demoBot ?? true });
  await seedDemoKnowledge(db, company.id, owner.id, botId);
  // The demo flow's order lookup calls this server's own /demo/orders (allowed by config.fetchAllowedHosts).
  await seedDemoFlows(db, company.id, opts.ownOrigin ?? 'http://127.0.0.1:3000');
  await seedDemoChannels(db, company.id);
  await seedDemoBilling(db, company.id, password);
  await createCompanyWithOwner(
    db,
    { name: 'Platform', sector: 'technology' },
    { email: 'superadmin@demo.mn', password, firstName: 'Super', lastName: 'Admin', isSuperadmin: true },
  );

  // Onboarding branches: a company waiting for approval, an approved one in trial onboarding, none at all.
  const [pendingCompany] = await db.insert(companies).values({ name: 'Pending Trade LLC', sector: 'trade', approvalStatus: 'pending', isCreated: false }).returning();
  await createUser(db, null, { email: 'pending@demo.mn', password, role: 'admin', firstName: 'Ану', lastName: 'Мөнх' }, pendingCompany.id);
  const [approvedCompany] = await db
    .insert(companies)
    .values({ name: 'Approved Travel LLC', sector: 'travel', approvalStatus: 'approved', isCreated: false })
    .returning();
  await createUser(db, null, { email: 'approved@demo.mn', password, role: 'admin', firstName: 'Тэнгис', lastName: 'Болд' }, approvedCompany.id);
  await createUser(db, null, { email: 'newcomer@demo.mn', password, role: 'admin', firstName: 'Шинэ', lastName: 'Хэрэглэгч' });
  // The guided tour is for real first sign-ins (sign-ups, invitations); the demo accounts have seen
  // it and can restart it from Help.
  for (const u of await db.select({ id: users.id }).from(users).where(isNotNull(users.companyId))) await markTourSeen(db, u.id);
  return { companyId: company.id };
}

/** The demo web chat's key: the widget on http://localhost:3000/demo/site (or any localhost page) uses it. */
export const DEMO_WIDGET_KEY = 'demo-widget-key';

/**
 * Demo LLC's web chat and its conversations in every state the console shows: waiting in the queue,
 * answered by the agent, closed and rated, closed with the rating asked for.
 */
async function seedDemoConversations(db: Db, companyId: number, channelId: number, staff: { agentId: number; managerId: number }) {
  const [webchat] = await db
    .insert(webchats)
    .values({
      companyId,
      channelId,
      domain: 'localhost',
      name: 'Демо ХХК',
      nameEn: 'Demo LLC',
      greeting: 'Сайн байна уу! Танд юугаар туслах вэ?',
      greetingEn: 'Hello! How can we help you?',
      brandColor: '#0f6cbd',
      textColor: '#ffffff',
      widgetKey: DEMO_WIDGET_KEY,
    })
    .returning();
  // Visitors of earlier days: their browsers hold tokens nobody has any more, as after a cleared cache.
  const visitor = async (locale: 'mn' | 'en') =>
    (
      await db
        .insert(visitors)
        .values({ companyId, webchatId: webchat.id, tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'), locale })
        .returning()
    )[0].id;
  // Stored as every message is (message-writer.ts), one after another.
  const writer = createMessageWriter(db);
  const say = (interactionId: number, authorType: 'contact' | 'user', body: string, authorUserId: number | null = null) =>
    writer.append({ companyId, interactionId, clientId: null, authorType, authorUserId, body });
  const conversation = async (locale: 'mn' | 'en', subject: string, lines: string[]) => {
    const { id } = await createInteraction(db, { companyId, channelId, subject, visitorId: await visitor(locale) });
    for (const body of lines) await say(id, 'contact', body);
    return id;
  };
  const event = (id: number, e: Parameters<typeof applyInteractionEvent>[3], by: number | null) => applyInteractionEvent(db, companyId, id, e, by);
  // Seeded in an instant, a conversation is moved back in time, so the console shows waiting times,
  // first response times and durations as a real one's: it began `minutesAgo` minutes ago, its
  // messages came `gapSeconds` apart, and it was closed (and the rating asked for) two minutes after
  // the last.
  const backdate = async (id: number, minutesAgo: number, gapSeconds: number) => {
    const began = sql`now() - make_interval(mins => ${minutesAgo})`;
    await db.execute(sql`update messages set created_at = ${began} + make_interval(secs => ${gapSeconds} * seq) where interaction_id = ${id}`);
    await db.execute(sql`
      update interactions i set
        created_at = ${began},
        first_response_at = m.first_reply,
        closed_at = case when i.closed_at is null then null else m.last + interval '2 minutes' end,
        rating_requested_at = case when i.rating_requested_at is null then null else m.last + interval '2 minutes' end
      from (select min(created_at) filter (where author_type = 'user') as first_reply, max(created_at) as last from messages where interaction_id = ${id}) m
      where i.id = ${id}`);
  };

  // Waiting in the queue.
  await backdate(await conversation('mn', 'Захиалгын төлөв', ['Сайн байна уу?', 'Миний захиалга хэзээ ирэх вэ?']), 9, 30);
  await backdate(await conversation('en', 'Төлбөрийн асуулт', ['Hello, can I pay by card?']), 5, 20);
  await backdate(await conversation('mn', '', ['Хүргэлт Дархан руу явдаг уу?', 'Хэдэн өдөр болох вэ?']), 2, 25);

  // The agent is answering.
  const answering = await conversation('mn', 'Буцаалт', ['Бараагаа буцааж болох уу?']);
  await event(answering, { type: 'interaction.assign', userId: staff.agentId }, staff.agentId);
  await say(answering, 'user', 'Сайн байна уу! Худалдан авснаас хойш 14 хоногийн дотор буцаах боломжтой.', staff.agentId);
  await say(answering, 'contact', 'Баярлалаа, баримт хэрэгтэй юу?');
  await backdate(answering, 12, 50);

  // Closed and rated by the customer.
  const rated = await conversation('en', 'Opening hours', ['Are you open on Saturday?']);
  await event(rated, { type: 'interaction.assign', userId: staff.managerId }, staff.managerId);
  await say(rated, 'user', 'Yes, from 10:00 to 18:00.', staff.managerId);
  await event(rated, { type: 'interaction.close' }, staff.managerId);
  await event(rated, { type: 'interaction.requestRating' }, staff.managerId);
  await event(rated, { type: 'interaction.rate', rating: 5 }, null);
  await db.update(interactions).set({ ratingComment: 'Fast and clear, thank you!' }).where(eq(interactions.id, rated));
  // Two days ago: the history's "today" leaves it out, its "last 7 days" shows it.
  await backdate(rated, 2 * 24 * 60, 40);

  // Closed, with the rating asked for and not given yet.
  const requested = await conversation('mn', 'Нууц үг сэргээх', ['Нууц үгээ мартчихлаа.']);
  await event(requested, { type: 'interaction.assign', userId: staff.agentId }, staff.agentId);
  await say(requested, 'user', 'Нэвтрэх хуудасны "Нууц үг мартсан" холбоосоор сэргээнэ үү.', staff.agentId);
  await event(requested, { type: 'interaction.close' }, staff.agentId);
  await event(requested, { type: 'interaction.requestRating' }, staff.agentId);
  await backdate(requested, 25, 70);
}
