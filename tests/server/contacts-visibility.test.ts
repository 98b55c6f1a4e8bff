import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../server/db/schema';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { applyInteractionEvent } from '../../server/domain/interactions/apply-event';
import { build } from './helper';
import { issueCompany } from './issues-fixture';

let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe("a contact's page lists only what the caller may see", () => {
  it('issues one created or is assigned without "view all", closed conversations one owned or closed without "view all closed"', async () => {
    const c = await issueCompany(t);
    // The agent registered the contact, so they see it (agents do not see all contacts).
    await t.db.update(contacts).set({ createdByUserId: c.co.ids.agent }).where(eq(contacts.id, c.contact.id));
    const theirs = await c.create('admin', { name: 'Менежерийн асуудал', assignee_user_id: c.co.ids.manager });
    const mine = await c.create('admin', { name: 'Агентын асуудал', assignee_user_id: c.co.ids.agent });

    const open = await createInteraction(t.db, { companyId: c.co.id, contactId: c.contact.id, subject: 'Нээлттэй' });
    const closedByManager = await createInteraction(t.db, { companyId: c.co.id, contactId: c.contact.id, subject: 'Менежер хаасан' });
    await applyInteractionEvent(t.db, c.co.id, closedByManager.id, { type: 'interaction.assign', userId: c.co.ids.manager }, c.co.ids.manager);
    await applyInteractionEvent(t.db, c.co.id, closedByManager.id, { type: 'interaction.close' }, c.co.ids.manager);
    const closedByAgent = await createInteraction(t.db, { companyId: c.co.id, contactId: c.contact.id, subject: 'Агент хаасан' });
    await applyInteractionEvent(t.db, c.co.id, closedByAgent.id, { type: 'interaction.close' }, c.co.ids.agent);

    const ids = (list: { id: number }[]) => list.map((x) => x.id).sort((a, b) => a - b);
    const asAgent = (await c.get('agent', `/api/contacts/${c.contact.id}`)).json();
    expect(ids(asAgent.issues)).toEqual([mine.id]);
    expect(ids(asAgent.interactions)).toEqual([open.id, closedByAgent.id].sort((a, b) => a - b));
    const asAdmin = (await c.get('admin', `/api/contacts/${c.contact.id}`)).json();
    expect(ids(asAdmin.issues)).toEqual([theirs.id, mine.id].sort((a, b) => a - b));
    expect(ids(asAdmin.interactions)).toEqual([open.id, closedByManager.id, closedByAgent.id].sort((a, b) => a - b));
  });
});
