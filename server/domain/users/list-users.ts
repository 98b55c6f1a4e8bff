import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';
import type { Colleague, ColleagueList, Presence, User, UserList, UserListQuery } from '../../../contracts';

/** One page of a company's users, filtered as GET /api/users allows. */
export async function listUsers(db: Db, companyId: number, q: UserListQuery, presence: Map<number, Presence>): Promise<UserList> {
  const where: SQL[] = [eq(users.companyId, companyId)];
  if (q.user_type) where.push(eq(users.userType, q.user_type));
  if (q.user_status) where.push(eq(users.status, q.user_status));
  if (q.role) where.push(eq(users.role, q.role));
  const filter = and(...where);
  const [rows, [{ total }], [company]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(filter)
      .orderBy(asc(users.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ total: count() }).from(users).where(filter),
    db.select({ ownerUserId: companies.ownerUserId }).from(companies).where(eq(companies.id, companyId)),
  ]);
  const items: User[] = rows.map((u) => ({
    id: u.id,
    company_id: companyId,
    user_name: [u.lastName, u.firstName].filter(Boolean).join(' ') || u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    phone: u.phone,
    picture: u.pictureUrl,
    role: u.role as User['role'],
    user_type: u.userType as User['user_type'],
    status: u.status as User['status'],
    presence: presence.get(u.id) ?? 'offline',
    is_owner: company?.ownerUserId === u.id,
  }));
  return { items, total: Number(total) };
}

/** Only what every member needs of a colleague (names for assignment, picture, presence): see ColleagueSchema. */
export const asColleagues = (list: UserList): ColleagueList => ({
  total: list.total,
  items: list.items.map((u): Colleague => ({
    id: u.id,
    company_id: u.company_id,
    user_name: u.user_name,
    first_name: u.first_name,
    last_name: u.last_name,
    picture: u.picture,
    user_type: u.user_type,
    status: u.status,
    presence: u.presence,
  })),
});
