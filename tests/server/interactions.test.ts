import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { interactions } from '../../server/db/schema';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { build, makeCompany, signIn } from './helper';

let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const event = (cookie: string, id: number, payload: object) => t.app.inject({ method: 'POST', url: `/api/interactions/${id}/events`, headers: { cookie }, payload });
const list = (cookie: string, status = 'open') => t.app.inject({ url: `/api/interactions?status=${status}`, headers: { cookie } });

describe('interaction lifecycle on the server', () => {
  it('goes queue → agent → escalated → closed → rating requested → rated, as the machine allows', async () => {
    const co = await makeCompany(t.db);
    const agent = await signIn(t.app, co.emails.agent);
    const { id } = await createInteraction(t.db, { companyId: co.id });

    const listed = (await list(agent)).json();
    expect(listed.items.find((i: { id: number }) => i.id === id)).toMatchObject({ status: 'open', stage: 'queued', owner_user_id: null, can: ['canAssign', 'canClose'] });

    expect((await event(agent, id, { type: 'interaction.assign', userId: co.ids.agent })).json()).toMatchObject({ stage: 'agent', owner_user_id: co.ids.agent });
    // Closing needs a subject (spec §5): refused with the subject message, nothing changes.
    const noSubject = await event(agent, id, { type: 'interaction.close' });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().code).toBe('err_interaction_subject_empty');
    expect((await event(agent, id, { type: 'interaction.close', subject: '   ' })).json().code).toBe('err_interaction_subject_empty');
    expect((await list(agent)).json().items.find((i: { id: number }) => i.id === id)).toMatchObject({ status: 'open', stage: 'agent' });

    // Escalating to someone who is not an active colleague fails with the escalation message; nothing moves.
    const other = await makeCompany(t.db);
    const failed = await event(agent, id, { type: 'interaction.escalate', userId: other.ids.manager });
    expect(failed.statusCode).toBe(409);
    expect(failed.json().code).toBe('err_interaction_escalate_failed');
    expect((await list(agent)).json().items.find((i: { id: number }) => i.id === id)).toMatchObject({ stage: 'agent', owner_user_id: co.ids.agent });

    const escalated = await event(agent, id, { type: 'interaction.escalate', userId: co.ids.manager });
    expect(escalated.statusCode).toBe(200);
    expect(escalated.json()).toMatchObject({ stage: 'agent', owner_user_id: co.ids.manager });

    // It is the manager's now: the former owner may no longer hand it on or close it.
    for (const moved of [
      { type: 'interaction.close', subject: 'x' },
      { type: 'interaction.escalate', userId: co.ids.guest },
    ]) {
      const refused = await event(agent, id, moved);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'err_forbidden_action']);
    }
    const manager = await signIn(t.app, co.emails.manager);
    const closed = (await event(manager, id, { type: 'interaction.close', subject: 'Захиалгын төлөв' })).json();
    expect(closed).toMatchObject({ status: 'closed', stage: null, subject: 'Захиалгын төлөв', closed_by_user_id: co.ids.manager, can: ['canRequestRating'] });
    expect(closed.closed_at).toEqual(expect.any(String));

    // Rating before the request, twice, or out of range is refused.
    expect((await event(manager, id, { type: 'interaction.rate', rating: 5 })).json().code).toBe('err_interaction_transition');
    const requested = (await event(manager, id, { type: 'interaction.requestRating' })).json();
    expect(requested).toMatchObject({ can: ['canRate'], rating_requested_at: expect.any(String) });
    expect((await event(manager, id, { type: 'interaction.requestRating' })).json().code).toBe('err_interaction_transition');
    expect((await event(manager, id, { type: 'interaction.rate', rating: 9 })).json().code).toBe('err_interaction_transition');
    expect((await event(manager, id, { type: 'interaction.rate', rating: 4 })).json()).toMatchObject({ rating: 4, can: [] });
    expect((await event(manager, id, { type: 'interaction.rate', rating: 5 })).json().code).toBe('err_interaction_transition');
    // Closed: the conversation refuses lifecycle moves and messages alike; a closed one has no subject message.
    expect((await event(manager, id, { type: 'interaction.assign', userId: co.ids.agent })).json().code).toBe('err_interaction_transition');
    expect((await event(manager, id, { type: 'interaction.close' })).json().code).toBe('err_interaction_transition');
  });

  it('gives a conversation back to the queue on request, without an owner', async () => {
    const co = await makeCompany(t.db);
    const agent = await signIn(t.app, co.emails.agent);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    expect((await event(agent, id, { type: 'interaction.requeue' })).json().code).toBe('err_interaction_transition');
    await event(agent, id, { type: 'interaction.assign', userId: co.ids.agent });
    expect((await event(agent, id, { type: 'interaction.requeue' })).json()).toMatchObject({ stage: 'queued', owner_user_id: null, can: ['canAssign', 'canClose'] });
  });

  it('refuses colleagues who cannot take it, other companies, and roles without the edit permission', async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const agent = await signIn(t.app, co.emails.agent);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    for (const userId of [other.ids.agent, co.ids.inactive, 999999]) {
      const res = await event(agent, id, { type: 'interaction.assign', userId });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('err_user_not_found');
    }
    const theirs = await createInteraction(t.db, { companyId: other.id });
    expect((await event(agent, theirs.id, { type: 'interaction.assign', userId: co.ids.agent })).json().code).toBe('err_interaction_not_found');
    expect((await event(await signIn(t.app, co.emails.guest), id, { type: 'interaction.assign', userId: co.ids.agent })).json().code).toBe('err_no_permission');
    expect((await event(agent, id, { type: 'interaction.fly' })).json().code).toBe('err_wrong_param_structure');
    expect((await list(agent)).json().items.find((i: { id: number }) => i.id === id)).toMatchObject({ stage: 'queued', owner_user_id: null });
    expect((await list(agent)).json().items.some((i: { id: number }) => i.id === theirs.id)).toBe(false);
  });

  it('lets only the holder (or who sees everyone’s conversations) escalate or close a held conversation', async () => {
    const co = await makeCompany(t.db);
    const agent = await signIn(t.app, co.emails.agent);
    const manager = await signIn(t.app, co.emails.manager);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    await event(agent, id, { type: 'interaction.assign', userId: co.ids.agent });
    expect((await event(agent, id, { type: 'interaction.escalate', userId: co.ids.admin })).json()).toMatchObject({ owner_user_id: co.ids.admin });
    // The former owner still sees it among the open ones (reading is not acting), but cannot move it.
    expect((await list(agent)).json().items.find((i: { id: number }) => i.id === id)).toMatchObject({ owner_user_id: co.ids.admin });
    const refused = await event(agent, id, { type: 'interaction.escalate', userId: co.ids.agent });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'err_forbidden_action']);
    expect((await list(agent)).json().items.find((i: { id: number }) => i.id === id)).toMatchObject({ owner_user_id: co.ids.admin });
    // A manager (view all closed) may step in.
    expect((await event(manager, id, { type: 'interaction.escalate', userId: co.ids.agent })).json()).toMatchObject({ owner_user_id: co.ids.agent });
    expect((await event(agent, id, { type: 'interaction.close', subject: 'Done' })).json()).toMatchObject({ status: 'closed', closed_by_user_id: co.ids.agent });
  });

  it('shows closed interactions of others only with "view all closed"', async () => {
    const co = await makeCompany(t.db);
    const manager = await signIn(t.app, co.emails.manager);
    const agent = await signIn(t.app, co.emails.agent);
    const mine = await createInteraction(t.db, { companyId: co.id, subject: 'mine' });
    const theirs = await createInteraction(t.db, { companyId: co.id, subject: 'theirs' });
    await event(agent, mine.id, { type: 'interaction.assign', userId: co.ids.agent });
    await event(agent, mine.id, { type: 'interaction.close' });
    await event(manager, theirs.id, { type: 'interaction.assign', userId: co.ids.manager });
    await event(manager, theirs.id, { type: 'interaction.close' });
    // One the agent closed while the manager held it (stored before holders alone could close) is the agent's own too.
    const closedByMe = await createInteraction(t.db, { companyId: co.id, subject: 'closed by me' });
    await event(agent, closedByMe.id, { type: 'interaction.assign', userId: co.ids.agent });
    await event(agent, closedByMe.id, { type: 'interaction.close' });
    await t.db.update(interactions).set({ ownerUserId: co.ids.manager }).where(eq(interactions.id, closedByMe.id));
    const ids = async (cookie: string) =>
      (await list(cookie, 'closed'))
        .json()
        .items.map((i: { id: number }) => i.id)
        .sort();
    expect(await ids(agent)).toEqual([mine.id, closedByMe.id].sort());
    expect(await ids(manager)).toEqual([mine.id, theirs.id, closedByMe.id].sort());
    // The same rule for one conversation: the agent reads what they closed, not what the manager did.
    const one = (cookie: string, id: number) => t.app.inject({ method: 'GET', url: `/api/interactions/${id}`, headers: { cookie } });
    expect((await one(agent, closedByMe.id)).statusCode).toBe(200);
    expect((await one(agent, theirs.id)).statusCode).toBe(404);
  });
});
