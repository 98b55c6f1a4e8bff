import { eq } from 'drizzle-orm';
import { EMPTY_DRAFT, OnboardingDraftSchema, canonicalDraft, type OnboardingDraft, type OnboardingProgressBody, type OnboardingStatus } from '../../../contracts';
import { API_STATE } from '../../../machines/onboarding.machine';
import type { Db } from '../../db/client';
import { onboardingDrafts, users } from '../../db/schema';
import { assertStepsComplete } from './draft-rules';
import { assertCan, loadOnboarding } from './state';

type OnboardingUser = Pick<typeof users.$inferSelect, 'id' | 'companyId' | 'onboardingCompanyId'>;

/** The stored wizard of a user (an empty one at step 1 before the first save). */
export async function readDraft(db: Db, userId: number): Promise<{ step: number; draft: OnboardingDraft }> {
  const [row] = await db.select().from(onboardingDrafts).where(eq(onboardingDrafts.userId, userId)).limit(1);
  if (!row) return { step: 1, draft: EMPTY_DRAFT };
  // Stored JSON is parsed again: a field added later gets its default, never undefined.
  const parsed = OnboardingDraftSchema.safeParse(row.draft);
  return { step: row.step, draft: parsed.success ? parsed.data : EMPTY_DRAFT };
}

export async function writeDraft(db: Db, userId: number, step: number, raw: OnboardingDraft) {
  const draft = canonicalDraft(raw);
  await db
    .insert(onboardingDrafts)
    .values({ userId, step, draft })
    .onConflictDoUpdate({ target: onboardingDrafts.userId, set: { step, draft, updatedAt: new Date() } });
}

/** GET /api/onboarding/progress: state, saved wizard, and the company request with its decision. */
export async function onboardingStatus(db: Db, user: OnboardingUser): Promise<OnboardingStatus> {
  const { state, company, approval } = await loadOnboarding(db, user);
  const { step, draft } = await readDraft(db, user.id);
  return {
    state: API_STATE[state],
    step,
    draft,
    company: company
      ? {
          id: company.id,
          name: company.name,
          sector: company.sector,
          employee_count: company.employeeCount,
          requested_at: (approval?.requestedAt ?? company.createdAt).toISOString(),
        }
      : null,
    rejection_reason: state === 'rejected' ? (approval?.rejectionReason ?? null) : null,
  };
}

/** PUT /api/onboarding/progress: only while the wizard is editable, and never past an incomplete step. */
export async function saveProgress(db: Db, user: OnboardingUser, body: { step: number; draft: OnboardingDraft } & Partial<OnboardingProgressBody>) {
  const { state } = await loadOnboarding(db, user);
  assertCan(state, { type: 'onboarding.save' });
  assertStepsComplete(body.draft, body.step);
  await writeDraft(db, user.id, body.step, body.draft);
  return onboardingStatus(db, user);
}
