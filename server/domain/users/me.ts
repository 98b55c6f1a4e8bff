import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { ANONYMOUS_ME, isRole, type Me, type Permission } from '../../../contracts';
import type { SessionUser } from '../auth/sessions';
import { isLocale } from '../../lib/messages';

/** The current user of spec §3 (ID 0 when nobody is signed in). */
export async function buildMe(db: Db, user: SessionUser | null, permissions: Permission[]): Promise<Me> {
  if (!user) return ANONYMOUS_ME;
  const companyId = user.companyId ?? user.onboardingCompanyId;
  const company = companyId ? (await db.select().from(companies).where(eq(companies.id, companyId)).limit(1))[0] : undefined;
  return {
    ID: user.id,
    company_id: user.companyId ?? 0,
    is_approved_by_superadmin: company?.approvalStatus === 'approved',
    role: isRole(user.role) ? user.role : null,
    user_type: user.userType as Me['user_type'],
    user_status: user.status as Me['user_status'],
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    lang: isLocale(user.lang) ? user.lang : 'mn',
    is_superadmin: user.isSuperadmin,
    is_owner: !!company && company.ownerUserId === user.id,
    permissions,
  };
}
