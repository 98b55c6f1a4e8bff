import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { build, makeCompany, uniq, type TestCompany } from './helper';
import { knowledgeBases, knowledgeFiles, knowledgeFolders, knowledgeQa } from '../../server/db/schema';
import { retrieve } from '../../server/domain/knowledge/retrieve';
import { qaSearchFields, reindexFile } from '../../server/domain/knowledge/index-file';
import { createUser } from '../../server/domain/companies/create-company';
import type { Db } from '../../server/db/client';

/** Retrieval over Q&A and published passages: Mongolian folding, typos, tenancy, agents, drafts. */
let ctx: Awaited<ReturnType<typeof build>>;
let a: TestCompany;
let b: TestCompany;
let bot: number;

async function seed(db: Db, companyId: number, agentUserId: number | null, status = 'published') {
  const [base] = await db
    .insert(knowledgeBases)
    .values({ companyId, name: `KB ${uniq()}`, agentUserId })
    .returning();
  const [folder] = await db.insert(knowledgeFolders).values({ companyId, baseId: base.id, name: 'Shop' }).returning();
  const [file] = await db
    .insert(knowledgeFiles)
    .values({
      companyId,
      folderId: folder.id,
      name: 'Хүргэлт ба төлбөр',
      status,
      contentHtml:
        '<h2>Хүргэлтийн нөхцөл</h2><p>Улаанбаатар хотод захиалгыг 24 цагийн дотор үнэгүй хүргэнэ. Орон нутагт унаанд тавьж илгээнэ.</p>' +
        '<h2>Returns</h2><p>You can return an unused item within 14 days with its receipt for a full refund.</p>',
    })
    .returning();
  await reindexFile(db, file.id);
  const qa = (question: string, answer: string, active = true) =>
    db.insert(knowledgeQa).values({ companyId, baseId: base.id, fileId: file.id, question, answer, active, ...qaSearchFields(question, answer) });
  await qa('Төлбөрөө хэрхэн төлөх вэ?', 'QPay, банкны карт эсвэл дансаар төлнө.');
  await qa('What are your opening hours?', 'We are open every day from 10:00 to 20:00.');
  await qa('Do you sell gift cards?', 'Not yet.', false);
  return { base, file };
}

beforeAll(async () => {
  ctx = await build();
  a = await makeCompany(ctx.db);
  b = await makeCompany(ctx.db);
  bot = (await createUser(ctx.db, a.id, { email: `bot.${uniq()}@test.mn`, password: 'x'.repeat(12), role: 'agent', firstName: 'Bot', lastName: 'A' })).id;
  await seed(ctx.db, a.id, bot);
  await seed(ctx.db, b.id, null);
}, 30_000);
afterAll(() => ctx?.close());

describe('retrieve', () => {
  it('answers a Mongolian question typed without ө and ү, with a typo, from the Q&A', async () => {
    const hits = await retrieve(ctx.db, a.id, 'толбороо яаж толох вэ');
    expect(hits[0]).toMatchObject({ kind: 'qa', text: 'Төлбөрөө хэрхэн төлөх вэ?', sourceTitle: 'Хүргэлт ба төлбөр' });
    expect(hits[0].score).toBeGreaterThan(0.4);
    const typo = await retrieve(ctx.db, a.id, 'тлөбөр хэрхэн төлөх');
    expect(typo[0].text).toBe('Төлбөрөө хэрхэн төлөх вэ?');
  });

  it('finds a passage of a published file by a suffixed Mongolian word and an English paraphrase', async () => {
    const mn = await retrieve(ctx.db, a.id, 'хүргэлтээр хэдэн цагт ирэх вэ');
    expect(mn[0]).toMatchObject({ kind: 'passage' });
    expect(mn[0].text).toContain('24 цагийн');
    const en = await retrieve(ctx.db, a.id, 'can I return an item for a refund?');
    expect(en[0].text).toContain('14 days');
  });

  it('leaves out inactive Q&A, other companies, and drafts; limits to an agent', async () => {
    expect((await retrieve(ctx.db, a.id, 'gift cards')).some((h) => h.kind === 'qa' && h.text.includes('gift'))).toBe(false);
    const c = await makeCompany(ctx.db);
    expect(await retrieve(ctx.db, c.id, 'хүргэлт')).toEqual([]);
    const draft = await seed(ctx.db, c.id, null, 'draft');
    expect((await retrieve(ctx.db, c.id, 'хүргэлт')).filter((h) => h.kind === 'passage')).toEqual([]);
    await ctx.db.update(knowledgeFiles).set({ status: 'published' }).where(eq(knowledgeFiles.id, draft.file.id));
    await reindexFile(ctx.db, draft.file.id);
    expect((await retrieve(ctx.db, c.id, 'хүргэлт')).some((h) => h.kind === 'passage')).toBe(true);
    expect((await retrieve(ctx.db, a.id, 'opening hours', { agentUserId: bot }))[0].kind).toBe('qa');
    expect(await retrieve(ctx.db, a.id, 'opening hours', { agentUserId: a.ids.agent })).toEqual([]);
  });

  it('scores 0..1 and better for a closer question', async () => {
    const close = await retrieve(ctx.db, a.id, 'What are your opening hours?');
    const far = await retrieve(ctx.db, a.id, 'hours');
    expect(close[0].score).toBeLessThanOrEqual(1);
    expect(close[0].score).toBeGreaterThan(far[0].score);
  });
});
