import { and, asc, eq } from 'drizzle-orm';
import type { PendingCompanyList } from '../../../contracts';
import type { Db } from '../../db/client';
import { companies, companyApprovals, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertCan, stateOfCompany } from './state';

/** Companies waiting for the superadmin, oldest request first, with who asked. */
export async function listPendingCompanies(db: Db): Promise<PendingCompanyList> {
  const rows = await db
    .select({ company: companies, approval: companyApprovals, requester: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(companies)
    .leftJoin(companyApprovals, eq(companyApprovals.companyId, companies.id))
    .leftJoin(users, eq(users.id, companyApprovals.requestedBy))
    .where(and(eq(companies.approvalStatus, 'pending'), eq(companies.isCreated, false)))
    .orderBy(asc(companyApprovals.requestedAt), asc(companies.id));
  return {
    items: rows.map(({ company, approval, requester }) => ({
      id: company.id,
      name: company.name,
      sector: company.sector,
      employee_count: company.employeeCount,
      requested_at: (approval?.requestedAt ?? company.createdAt).toISOString(),
      requested_by: requester
        ? { id: requester.id, name: [requester.lastName, requester.firstName].filter(Boolean).join(' ') || requester.email, email: requester.email }
        : null,
    })),
  };
}

/**
 * Approves or rejects a waiting company (machine: pendingApproval → trialProgress or rejected).
 * Answers the users waiting on it, so their open sessions can be told at once.
 */
export async function decideCompany(db: Db, superadminId: number, companyId: number, decision: { approve: true } | { approve: false; reason: string }) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw new AppError('err_company_not_found');
  if (!decision.approve && !decision.reason.trim()) throw new AppError('err_rejection_reason_empty');
  assertCan(stateOfCompany(company), decision.approve ? { type: 'onboarding.approve' } : { type: 'onboarding.reject', reason: decision.reason });
  const now = new Date();
  await db.transaction(async (tx) => {
    // Only a still-pending row changes: two superadmins deciding at once cannot both win.
    const [changed] = await tx
      .update(companies)
      .set({ approvalStatus: decision.approve ? 'approved' : 'rejected', updatedAt: now })
      .where(and(eq(companies.id, companyId), eq(companies.approvalStatus, 'pending'), eq(companies.isCreated, false)))
      .returning({ id: companies.id });
    if (!changed) throw new AppError('err_onboarding_state');
    const values = { decidedBy: superadminId, decidedAt: now, rejectionReason: decision.approve ? null : decision.reason.trim() };
    await tx
      .insert(companyApprovals)
      .values({ companyId, requestedAt: company.createdAt, ...values })
      .onConflictDoUpdate({ target: companyApprovals.companyId, set: values });
  });
  const waiting = await db.select({ id: users.id }).from(users).where(eq(users.onboardingCompanyId, companyId));
  return waiting.map((u) => u.id);
}
