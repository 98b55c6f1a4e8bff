import { eq } from 'drizzle-orm';
import { onboardingCan, type OnboardingEvent, type OnboardingStateName } from '../../../machines/onboarding.machine';
import type { Db } from '../../db/client';
import { companies, companyApprovals, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** Where a user stands, read from the database: their company, or the one they asked for. */
export async function loadOnboarding(db: Db, user: Pick<UserRow, 'id' | 'companyId' | 'onboardingCompanyId'>) {
  if (user.companyId) return { state: 'companyCreated' as OnboardingStateName, company: undefined, approval: undefined };
  if (!user.onboardingCompanyId) return { state: 'noCompany' as OnboardingStateName, company: undefined, approval: undefined };
  const [row] = await db
    .select({ company: companies, approval: companyApprovals })
    .from(companies)
    .leftJoin(companyApprovals, eq(companyApprovals.companyId, companies.id))
    .where(eq(companies.id, user.onboardingCompanyId))
    .limit(1);
  if (!row) return { state: 'noCompany' as OnboardingStateName, company: undefined, approval: undefined };
  return { state: stateOfCompany(row.company), company: row.company, approval: row.approval ?? undefined };
}

/** A company request's machine state by its approval status. */
export function stateOfCompany(company: Pick<CompanyRow, 'approvalStatus' | 'isCreated'>): OnboardingStateName {
  if (company.isCreated) return 'companyCreated';
  if (company.approvalStatus === 'approved') return 'trialProgress';
  if (company.approvalStatus === 'rejected') return 'rejected';
  return 'pendingApproval';
}

/** The server's refusal of a step the machine would not take from this state. */
export function assertCan(state: OnboardingStateName, event: OnboardingEvent) {
  if (!onboardingCan(state, event)) throw new AppError('err_onboarding_state');
}
