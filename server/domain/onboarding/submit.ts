import { and, eq, ne, sql } from 'drizzle-orm';
import { normaliseDomain, ONBOARDING_DONE_STEP, ONBOARDING_STEP_COUNT, type OnboardingDraft } from '../../../contracts';
import { onboardingCan } from '../../../machines/onboarding.machine';
import type { Db } from '../../db/client';
import { companies, companyApprovals, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ensureDomainFree } from '../webchats/domain-unique';
import { assertStepsComplete } from './draft-rules';
import { onboardingStatus, writeDraft } from './progress';
import { assertCan, loadOnboarding } from './state';

type OnboardingUser = Pick<typeof users.$inferSelect, 'id' | 'email' | 'companyId' | 'onboardingCompanyId'>;

/**
 * The wizard's last step: the company is asked for (approval 'pending') and waits for the
 * superadmin. After a rejection the same request is edited and asked for again.
 */
export async function submitOnboarding(db: Db, user: OnboardingUser, draft: OnboardingDraft) {
  const { state, company } = await loadOnboarding(db, user);
  // Not editable (waiting, approved, done): the step is out of order whatever the answers are.
  if (!onboardingCan(state, { type: 'onboarding.save' })) throw new AppError('err_onboarding_state');
  assertStepsComplete(draft, ONBOARDING_DONE_STEP);
  assertCan(state, { type: 'onboarding.submit', draft });

  const name = draft.company_name.trim();
  const [sameName] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(sql`lower(${companies.name}) = lower(${name})`, company ? ne(companies.id, company.id) : undefined))
    .limit(1);
  if (sameName) throw new AppError('err_company_exists');
  if (draft.channel === 'webchat') await ensureDomainFree(db, normaliseDomain(draft.webchat_domain));

  const fields = {
    name,
    phone: draft.company_phone.trim(),
    sector: draft.sector!,
    employeeCount: draft.employee_count!,
    approvalStatus: 'pending',
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    if (company) {
      await tx.update(companies).set(fields).where(eq(companies.id, company.id));
      await tx
        .update(companyApprovals)
        .set({ requestedBy: user.id, requestedAt: new Date(), decidedBy: null, decidedAt: null, rejectionReason: null })
        .where(eq(companyApprovals.companyId, company.id));
      return;
    }
    const [created] = await tx
      .insert(companies)
      .values({ ...fields, contactEmail: user.email, isCreated: false })
      .returning({ id: companies.id });
    await tx.insert(companyApprovals).values({ companyId: created.id, requestedBy: user.id });
    await tx.update(users).set({ onboardingCompanyId: created.id, updatedAt: new Date() }).where(eq(users.id, user.id));
    user = { ...user, onboardingCompanyId: created.id };
  });
  await writeDraft(db, user.id, ONBOARDING_STEP_COUNT, draft);
  return onboardingStatus(db, user);
}
