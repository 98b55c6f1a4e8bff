import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';
import type { Role, Sector, UserType } from '../../../contracts';
import { seedRolePermissions } from '../users/role-permissions';
import { hashPassword } from '../auth/passwords';

export interface NewCompany {
  name: string;
  contactEmail?: string;
  phone?: string;
  sector?: Sector;
  employeeCount?: string;
  approvalStatus?: 'pending' | 'approved' | 'rejected';
  isCreated?: boolean;
}

export interface NewUser {
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  role?: Role;
  userType?: UserType;
  status?: 'active' | 'inactive';
  lang?: 'mn' | 'en';
  isSuperadmin?: boolean;
}

/** Creates a company with its owner (an admin) and the default permission matrix, in one transaction. */
export async function createCompanyWithOwner(db: Db, company: NewCompany, owner: NewUser) {
  const passwordHash = owner.password ? await hashPassword(owner.password) : null;
  return db.transaction(async (tx) => {
    const [c] = await tx
      .insert(companies)
      .values({
        name: company.name,
        contactEmail: company.contactEmail ?? owner.email,
        phone: company.phone ?? '',
        sector: company.sector ?? 'others',
        employeeCount: company.employeeCount ?? '',
        approvalStatus: company.approvalStatus ?? 'approved',
        isCreated: company.isCreated ?? true,
      })
      .returning();
    const [u] = await tx
      .insert(users)
      .values(userRow({ ...owner, role: 'admin' }, c.id, passwordHash))
      .returning();
    await tx.update(companies).set({ ownerUserId: u.id }).where(eq(companies.id, c.id));
    await seedRolePermissions(tx as unknown as Db, c.id);
    return { company: { ...c, ownerUserId: u.id }, owner: u };
  });
}

export async function createUser(db: Db, companyId: number | null, user: NewUser, onboardingCompanyId?: number) {
  const passwordHash = user.password ? await hashPassword(user.password) : null;
  const [u] = await db
    .insert(users)
    .values({ ...userRow(user, companyId, passwordHash), onboardingCompanyId })
    .returning();
  return u;
}

function userRow(u: NewUser, companyId: number | null, passwordHash: string | null) {
  return {
    companyId,
    email: u.email.toLowerCase(),
    passwordHash,
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    phone: u.phone ?? '',
    role: u.role ?? 'agent',
    userType: u.userType ?? 'human',
    status: u.status ?? 'active',
    lang: u.lang ?? 'mn',
    isSuperadmin: u.isSuperadmin ?? false,
  };
}
