import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issues, issueTypes } from '../../db/schema';
import type { IssueType, IssueTypeBody } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { orFail } from './guard';
import { cleanSetting, settingWrite, type SettingCodes } from './setting-rules';

const CODES: SettingCodes = {
  empty: 'err_issue_type_name_empty',
  tooLong: 'err_issue_type_name_invalid',
  duplicate: 'err_issue_type_duplicate',
  notFound: 'err_issue_type_not_found',
};
const toDto = (r: typeof issueTypes.$inferSelect, n: number): IssueType => ({
  id: r.id,
  title: r.title,
  description: r.description,
  issue_count: n,
  created_at: r.createdAt.toISOString(),
});
const countOf = async (db: Db, id: number) => Number((await db.select({ n: count() }).from(issues).where(eq(issues.typeId, id)))[0].n);

/** The company's issue types by title, each with how many issues carry it. */
export async function listIssueTypes(db: Db, companyId: number) {
  return orFail('err_issue_type_get', async () => {
    const rows = await db
      .select({ t: issueTypes, n: count(issues.id) })
      .from(issueTypes)
      .leftJoin(issues, eq(issues.typeId, issueTypes.id))
      .where(eq(issueTypes.companyId, companyId))
      .groupBy(issueTypes.id)
      .orderBy(asc(sql`lower(${issueTypes.title})`), asc(issueTypes.id));
    return { items: rows.map((r) => toDto(r.t, Number(r.n))) };
  });
}

export async function createIssueType(db: Db, companyId: number, body: IssueTypeBody) {
  const { label, description } = cleanSetting(CODES, body.title, body.description);
  const [row] = await settingWrite(CODES, 'err_issue_type_add', () => db.insert(issueTypes).values({ companyId, title: label, description }).returning());
  return toDto(row, 0);
}

export async function updateIssueType(db: Db, companyId: number, id: number, body: IssueTypeBody) {
  const { label, description } = cleanSetting(CODES, body.title, body.description);
  const [row] = await settingWrite(CODES, 'err_issue_type_edit', () =>
    db
      .update(issueTypes)
      .set({ title: label, description })
      .where(and(eq(issueTypes.id, id), eq(issueTypes.companyId, companyId)))
      .returning(),
  );
  if (!row) throw new AppError('err_issue_type_not_found');
  return toDto(row, await countOf(db, id));
}

/** Issues of a deleted type keep everything but the type. */
export async function deleteIssueType(db: Db, companyId: number, id: number) {
  const [row] = await orFail('err_issue_type_delete', () =>
    db
      .delete(issueTypes)
      .where(and(eq(issueTypes.id, id), eq(issueTypes.companyId, companyId)))
      .returning({ id: issueTypes.id }),
  );
  if (!row) throw new AppError('err_issue_type_not_found');
}
