import type { App } from '../../server/app';
import { knowledgeImports } from '../../server/db/schema';
import { callerOf } from './walk-fixture';

/** Knowledge records of a planted company for the tenant walk: every text carries its marker. */
export async function plantKnowledge(app: App, cookie: string, companyId: number, marker: string) {
  const admin = callerOf(app, cookie);
  const ok = async (what: string, res: { statusCode: number; body: string; json(): unknown }) => {
    if (res.statusCode !== 200) throw new Error(`planting ${what} failed: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number };
  };
  const base = await ok('knowledge base', await admin('POST', '/api/knowledge/bases', { name: `${marker} kb` }));
  const folder = await ok('knowledge folder', await admin('POST', '/api/knowledge/folders', { base_id: base.id, name: `${marker} folder` }));
  const file = await ok(
    'knowledge file',
    await admin('POST', '/api/knowledge/files', {
      folder_id: folder.id,
      name: `${marker} article`,
      content_html: `<h2>${marker} heading</h2><p>${marker} text</p>`,
      status: 'published',
    }),
  );
  const qa = await ok(
    'knowledge qa',
    await admin('POST', '/api/knowledge/qa', { base_id: base.id, file_id: file.id, question: `${marker} question?`, answer: `${marker} answer` }),
  );
  const [imp] = await app.db
    .insert(knowledgeImports)
    .values({ companyId, folderId: folder.id, url: `https://${marker.toLowerCase()}.example/`, status: 'done' })
    .returning();
  return { base: base.id, folder: folder.id, file: file.id, qa: qa.id, import: imp.id };
}
export type PlantedKnowledge = Awaited<ReturnType<typeof plantKnowledge>>;
