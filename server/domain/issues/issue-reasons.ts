import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issueReasons, issues } from '../../db/schema';
import type { IssueReason, IssueReasonBody } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { orFail } from './guard';
import { cleanSetting, settingWrite, type SettingCodes } from './setting-rules';

const CODES: SettingCodes = {
  empty: 'err_issue_reason_name_empty',
  tooLong: 'err_issue_field_too_long',
  duplicate: 'err_issue_reason_duplicate',
  notFound: 'err_issue_reason_not_found',
};
const toDto = (r: typeof issueReasons.$inferSelect, n: number): IssueReason => ({
  id: r.id,
  name: r.name,
  description: r.description,
  issue_count: n,
  created_at: r.createdAt.toISOString(),
});

/** The company's closing reasons by name, each with how many issues were closed with it. */
export async function listIssueReasons(db: Db, companyId: number) {
  return orFail('err_issue_get', async () => {
    const rows = await db
      .select({ r: issueReasons, n: count(issues.id) })
      .from(issueReasons)
      .leftJoin(issues, eq(issues.reasonId, issueReasons.id))
      .where(eq(issueReasons.companyId, companyId))
      .groupBy(issueReasons.id)
      .orderBy(asc(sql`lower(${issueReasons.name})`), asc(issueReasons.id));
    return { items: rows.map((r) => toDto(r.r, Number(r.n))) };
  });
}

export async function createIssueReason(db: Db, companyId: number, body: IssueReasonBody) {
  const { label, description } = cleanSetting(CODES, body.name, body.description);
  const [row] = await settingWrite(CODES, 'err_issue_add', () => db.insert(issueReasons).values({ companyId, name: label, description }).returning());
  return toDto(row, 0);
}

export async function updateIssueReason(db: Db, companyId: number, id: number, body: IssueReasonBody) {
  const { label, description } = cleanSetting(CODES, body.name, body.description);
  const [row] = await settingWrite(CODES, 'err_issue_edit', () =>
    db
      .update(issueReasons)
      .set({ name: label, description })
      .where(and(eq(issueReasons.id, id), eq(issueReasons.companyId, companyId)))
      .returning(),
  );
  if (!row) throw new AppError('err_issue_reason_not_found');
  const [{ n }] = await db.select({ n: count() }).from(issues).where(eq(issues.reasonId, id));
  return toDto(row, Number(n));
}

/** Issues closed with a deleted reason stay closed, without a reason. */
export async function deleteIssueReason(db: Db, companyId: number, id: number) {
  const [row] = await orFail('err_issue_delete', () =>
    db
      .delete(issueReasons)
      .where(and(eq(issueReasons.id, id), eq(issueReasons.companyId, companyId)))
      .returning({ id: issueReasons.id }),
  );
  if (!row) throw new AppError('err_issue_reason_not_found');
}
