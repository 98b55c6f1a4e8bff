import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { channels, companies } from '../db/schema';
import { createCompanyWithOwner, createUser } from '../domain/companies/create-company';
import { appendMessage } from '../domain/interactions/append-message';
import { createInteraction } from '../domain/interactions/create-interaction';

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
export async function seedDemo(db: Db) {
  const password = DEMO_PASSWORD;
  const { company } = await createCompanyWithOwner(
    db,
    { name: 'Demo LLC', contactEmail: 'info@demo.mn', phone: '+97677001122', sector: 'technology', employeeCount: '11-50' },
    { email: 'admin@demo.mn', password, firstName: 'Болд', lastName: 'Бат' },
  );
  const member = (email: string, role: 'manager' | 'agent' | 'guest', firstName: string, lastName: string, status: 'active' | 'inactive' = 'active') =>
    createUser(db, company.id, { email, password, role, firstName, lastName, status });
  await member('manager@demo.mn', 'manager', 'Сараа', 'Дорж');
  await member('agent@demo.mn', 'agent', 'Тэмүүлэн', 'Ганбат');
  await member('guest@demo.mn', 'guest', 'Номин', 'Очир');
  await member('inactive@demo.mn', 'agent', 'Хулан', 'Цэрэн', 'inactive');

  const [webchat] = await db.insert(channels).values([
    { companyId: company.id, type: 'webchat', name: 'demo.mn web chat', number: 'demo.mn', description: 'Вэб сайтын чат' },
    { companyId: company.id, type: 'email', name: 'support@demo.mn', number: 'support@demo.mn', description: 'Тусламжийн и-мэйл' },
    { companyId: company.id, type: 'messenger', name: 'Demo LLC Facebook page', number: '100200300', description: 'Facebook хуудас', isActive: false },
  ]).returning();

  // Two web-chat conversations waiting in the queue, so the message feed has something to show.
  const conversation = async (subject: string, lines: string[]) => {
    const { id } = await createInteraction(db, { companyId: company.id, channelId: webchat.id, subject });
    for (const body of lines) await appendMessage(db, { companyId: company.id, interactionId: id, clientId: null, authorType: 'contact', authorUserId: null, body });
  };
  await conversation('Захиалгын төлөв', ['Сайн байна уу?', 'Миний захиалга хэзээ ирэх вэ?']);
  await conversation('Төлбөрийн асуулт', ['Hello, can I pay by card?']);

  await createCompanyWithOwner(db, { name: 'Platform', sector: 'technology' }, { email: 'superadmin@demo.mn', password, firstName: 'Super', lastName: 'Admin', isSuperadmin: true });

  // Onboarding branches: a company waiting for approval, an approved one in trial onboarding, none at all.
  const [pendingCompany] = await db.insert(companies).values({ name: 'Pending Trade LLC', sector: 'trade', approvalStatus: 'pending', isCreated: false }).returning();
  await createUser(db, null, { email: 'pending@demo.mn', password, role: 'admin', firstName: 'Ану', lastName: 'Мөнх' }, pendingCompany.id);
  const [approvedCompany] = await db.insert(companies).values({ name: 'Approved Travel LLC', sector: 'travel', approvalStatus: 'approved', isCreated: false }).returning();
  await createUser(db, null, { email: 'approved@demo.mn', password, role: 'admin', firstName: 'Тэнгис', lastName: 'Болд' }, approvedCompany.id);
  await createUser(db, null, { email: 'newcomer@demo.mn', password, role: 'admin', firstName: 'Шинэ', lastName: 'Хэрэглэгч' });
  return { companyId: company.id };
}

