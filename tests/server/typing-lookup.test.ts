import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema';
import { visitors } from '../../server/db/schema';
import { applyInteractionEvent } from '../../server/domain/interactions/apply-event';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { createTypingLookup } from '../../server/domain/interactions/typing-lookup';
import type { Db } from '../../server/db/client';
import { build, makeCompany, makeWebchat, uniq, type TestCompany } from './helper';

let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const settled = <T>(p: Promise<T>) =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (error: { code?: string }) => ({ ok: false as const, code: error.code }),
  );

async function visitorOf(co: TestCompany) {
  const w = await makeWebchat(t.db, co.id);
  const [v] = await t.db
    .insert(visitors)
    .values({ companyId: co.id, webchatId: w.id, tokenHash: `hash-${uniq()}` })
    .returning();
  return v.id;
}

describe('the checks behind typing signals', () => {
  it('answers the signals that arrive together in one statement, each as on its own', async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const visitor = await visitorOf(co);
    const open = await createInteraction(t.db, { companyId: co.id, visitorId: visitor });
    const closer = await visitorOf(co);
    const closed = await createInteraction(t.db, { companyId: co.id, visitorId: closer, subject: 'Шийдсэн' });
    await applyInteractionEvent(t.db, co.id, closed.id, { type: 'interaction.close' }, co.ids.agent);
    const theirs = await createInteraction(t.db, { companyId: other.id });
    const newcomer = await visitorOf(co);

    // The same connections, with a logger that counts the look-up's statements.
    let statements = 0;
    const client = (t.db as unknown as { $client: Pool }).$client;
    const logged = drizzle(client, { schema, logger: { logQuery: (query) => void (query.includes('typing_lookup') && statements++) } });
    const typing = createTypingLookup(logged as unknown as Db);
    const answers = await Promise.all([
      settled(typing.staff(co.ids.agent, co.id, open.id)),
      settled(typing.staff(co.ids.agent, co.id, closed.id)),
      settled(typing.staff(co.ids.guest, co.id, open.id)),
      settled(typing.staff(co.ids.inactive, co.id, open.id)),
      settled(typing.staff(other.ids.agent, co.id, open.id)),
      settled(typing.staff(co.ids.agent, co.id, theirs.id)),
      settled(typing.visitor(visitor)),
      settled(typing.visitor(closer)),
      settled(typing.visitor(newcomer)),
    ]);
    expect(statements).toBe(1);
    expect(answers).toEqual([
      { ok: true, value: { firstName: 'agent', openVisitorId: visitor } },
      // A closed conversation: colleagues may still see it, the customer is not told.
      { ok: true, value: { firstName: 'agent', openVisitorId: null } },
      { ok: false, code: 'err_no_permission' },
      { ok: false, code: 'err_auth_failed' },
      { ok: false, code: 'err_auth_failed' },
      { ok: false, code: 'err_interaction_not_found' },
      { ok: true, value: open.id },
      { ok: true, value: null },
      { ok: true, value: null },
    ]);
  });
});
