import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { agentAvatarSvg, normaliseDomain, normaliseWebsite, ONBOARDING_DONE_STEP } from '../../../contracts';
import type { Db } from '../../db/client';
import { agentKnowledgeSources, companies, onboardingDrafts, users, virtualAgents } from '../../db/schema';
import { createWebchat } from '../webchats/create-webchat';
import { seedRolePermissions } from '../users/role-permissions';
import { assertStepsComplete } from './draft-rules';
import { readDraft } from './progress';
import { assertCan, loadOnboarding } from './state';
import { importAgentSources } from '../knowledge/agent-sources';

type OnboardingUser = Pick<typeof users.$inferSelect, 'id' | 'companyId' | 'onboardingCompanyId'>;

/**
 * "Finish" of the trial progress, in one transaction: the approved company is created with this
 * user as its owner (an admin), the first AI agent becomes a virtual user with its avatar, the
 * company website is queued as the agent's first knowledge source, and the web chat is made if chosen.
 */
export async function finishOnboarding(db: Db, user: OnboardingUser) {
  const { state, company } = await loadOnboarding(db, user);
  assertCan(state, { type: 'onboarding.finish' });
  const { draft } = await readDraft(db, user.id);
  assertStepsComplete(draft, ONBOARDING_DONE_STEP);
  const companyId = company!.id;

  await db.transaction(async (tx) => {
    await tx.update(companies).set({ isCreated: true, ownerUserId: user.id, updatedAt: new Date() }).where(eq(companies.id, companyId));
    await tx.update(users).set({ companyId, onboardingCompanyId: null, role: 'admin', updatedAt: new Date() }).where(eq(users.id, user.id));
    await seedRolePermissions(tx as unknown as Db, companyId);
    const [agent] = await tx
      .insert(users)
      .values({
        companyId,
        // Virtual agents never sign in: an address of the reserved .invalid domain, no password.
        email: `agent-${randomUUID()}@agents.invalid`,
        passwordHash: null,
        firstName: draft.agent_name.trim(),
        role: 'agent',
        userType: 'virtual_social_agent',
        pictureUrl: agentAvatarSvg(draft.agent_avatar!),
      })
      .returning({ id: users.id });
    // The first agent is the company's primary (it cannot be fired); it answers once switched on for a channel.
    await tx.insert(virtualAgents).values({ userId: agent.id, companyId, isPrimary: true });
    const website = normaliseWebsite(draft.website);
    if (website) await tx.insert(agentKnowledgeSources).values({ companyId, agentUserId: agent.id, url: website });
    if (draft.channel === 'webchat') {
      await createWebchat(tx as unknown as Db, companyId, {
        domain: normaliseDomain(draft.webchat_domain),
        name: draft.company_name.trim(),
        name_en: '',
        greeting: '',
        greeting_en: '',
        logo: null,
        brand_color: '#0f6cbd',
        text_color: '#ffffff',
        is_active: true,
      });
    }
    await tx.delete(onboardingDrafts).where(eq(onboardingDrafts.userId, user.id));
  });
  // The website is read in the background (a crawl can take a while); the console shows its progress.
  void importAgentSources(db, companyId, user.id).catch(() => undefined);
  return { ok: true as const, company_id: companyId };
}
