import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactions, users } from '../../server/db/schema';
import type { Db } from '../../server/db/client';
import { appendMessage } from '../../server/domain/interactions/append-message';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { findVisibleInteraction } from '../../server/domain/interactions/find-visible';
import { markReads } from '../../server/domain/interactions/read-marks';
import { createTypingLookup } from '../../server/domain/interactions/typing-lookup';
import { currentViewer } from '../../server/domain/interactions/viewer';
import { backfillQueue } from '../../server/domain/routing/backfill';
import { createUser } from '../../server/domain/companies/create-company';
import { AppError } from '../../server/lib/app-error';
import { rowsOf } from '../../server/domain/monitoring/rows';
import { floorAgents } from '../../server/domain/monitoring/floor';
import { PASSWORD, build, makeCompany, uniq, type TestCompany } from './helper';

/**
 * The rule "active staff of the company whose role holds interaction.start" is stated once in
 * TypeScript (working-staff.ts) and once in SQL (the function working_staff, which the three SQL
 * functions of the live path call), and checked by a socket's subscription. Every place is run here
 * over one table of cases, so one that drifts from the others fails.
 */
let t: Awaited<ReturnType<typeof build>>;
let co: TestCompany;
let other: TestCompany;
let stripped: TestCompany;
let deletedId: number;
beforeAll(async () => {
  t = await build();
  co = await makeCompany(t.db);
  other = await makeCompany(t.db);
  // A company whose agents' role no longer holds interaction.start.
  stripped = await makeCompany(t.db);
  await t.db.execute(sql`delete from role_permissions where company_id = ${stripped.id} and role = 'agent' and permission = 'interaction.start'`);
  deletedId = (await createUser(t.db, co.id, { email: `gone.${uniq()}@test.mn`, password: PASSWORD, role: 'agent', firstName: 'Gone', lastName: 'User' })).id;
  await t.db.delete(users).where(eq(users.id, deletedId));
});
afterAll(() => t.close());

type Outcome = 'works' | 'err_auth_failed' | 'err_no_permission';
interface Case {
  who: string;
  /** The company the user acts in, and the user. */
  actor: () => { companyId: number; userId: number };
  outcome: Outcome;
}

const CASES: Case[] = [
  { who: 'an active agent', actor: () => ({ companyId: co.id, userId: co.ids.agent }), outcome: 'works' },
  { who: 'an active manager', actor: () => ({ companyId: co.id, userId: co.ids.manager }), outcome: 'works' },
  { who: 'an inactive agent', actor: () => ({ companyId: co.id, userId: co.ids.inactive }), outcome: 'err_auth_failed' },
  { who: 'a deleted user', actor: () => ({ companyId: co.id, userId: deletedId }), outcome: 'err_auth_failed' },
  { who: 'a guest (a role without interaction.start)', actor: () => ({ companyId: co.id, userId: co.ids.guest }), outcome: 'err_no_permission' },
  { who: 'an agent whose role lost interaction.start', actor: () => ({ companyId: stripped.id, userId: stripped.ids.agent }), outcome: 'err_no_permission' },
  { who: "another company's active agent", actor: () => ({ companyId: co.id, userId: other.ids.agent }), outcome: 'err_auth_failed' },
];

const codeOf = (err: unknown) => {
  if (err instanceof AppError) return err.code;
  throw err;
};
const settle = (work: Promise<unknown>) => work.then((): string => 'works', codeOf);

/** An open conversation of the company the actor acts in, waiting in its queue. */
const conversation = async (companyId: number) => (await createInteraction(t.db, { companyId })).id;

/**
 * Each copy of the rule, run for one actor on a fresh conversation. Routing tells no reason: a
 * person it may not route to is simply not given the conversation (`refused`).
 */
const COPIES: [string, (db: Db, a: { companyId: number; userId: number }) => Promise<string>][] = [
  [
    'append_messages (a staff message, migrations 0012, 0034)',
    async (db, a) =>
      settle(
        appendMessage(db, {
          companyId: a.companyId,
          interactionId: await conversation(a.companyId),
          clientId: `rule-${uniq()}`,
          authorType: 'user',
          authorUserId: a.userId,
          body: 'x',
        }),
      ),
  ],
  [
    'working_staff (the rule in SQL, migration 0034)',
    async (db, a) => {
      const [row] = await rowsOf<{ standing: string }>(db, sql`select working_staff(${a.userId}::int, ${a.companyId}::int) as standing`);
      return row.standing === 'works' ? 'works' : `err_${row.standing}`;
    },
  ],
  [
    'mark_reads (a staff read mark, migrations 0013, 0034)',
    async (db, a) => {
      const [answer] = await markReads(db, [{ kind: 'staff', companyId: a.companyId, interactionId: await conversation(a.companyId), userId: a.userId, seq: 0 }]);
      return answer instanceof AppError ? answer.code : 'works';
    },
  ],
  [
    'typing_lookup (a staff typing signal, migrations 0014, 0034)',
    async (db, a) => settle(createTypingLookup(db).staff(a.userId, a.companyId, await conversation(a.companyId))),
  ],
  [
    "a socket's subscription (currentViewer and find-visible.ts)",
    async (db, a) => settle((async () => findVisibleInteraction(db, await currentViewer(db, a.userId, a.companyId), await conversation(a.companyId)))()),
  ],
  [
    "the wall screen's floor (floor.ts, working_staff)",
    async (db, a) => ((await floorAgents(db, a.companyId, [a.userId])).some((p) => p.user_id === a.userId) ? 'works' : 'refused'),
  ],
  [
    'routing (backfill.ts, working-staff.ts)',
    async (db, a) => {
      // The only conversation in the queue (the other copies' conversations leave it first).
      await db
        .update(interactions)
        .set({ status: 'closed' })
        .where(and(eq(interactions.companyId, a.companyId), eq(interactions.status, 'open')));
      const id = await conversation(a.companyId);
      const assigned = await backfillQueue(db, a.companyId, [a.userId]);
      return assigned.some((x) => x.row.id === id && x.userId === a.userId) ? 'works' : 'refused';
    },
  ],
];

describe.each(COPIES)('who works on conversations: %s', (copy, run) => {
  // Routing and the floor tell no reason: who is not working staff is simply not there.
  const routing = copy.startsWith('routing') || copy.startsWith("the wall screen's floor");
  it.each(CASES)('$who: $outcome', async ({ actor, outcome }) => {
    expect(await run(t.db, actor())).toBe(routing && outcome !== 'works' ? 'refused' : outcome);
  });
});

describe('the SQL rule lives in one function', () => {
  it.each(['append_messages', 'mark_reads', 'typing_lookup'])('%s calls working_staff and states no rule of its own', async (name) => {
    const rows = await rowsOf<{ prosrc: string }>(t.db, sql`select prosrc from pg_proc where proname = ${name}`);
    expect(rows).toHaveLength(1);
    const source = rows[0].prosrc;
    expect(source).toContain('working_staff(');
    expect(source).not.toContain("'interaction.start'");
  });
});
