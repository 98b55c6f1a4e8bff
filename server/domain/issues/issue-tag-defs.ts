import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issueTagDefs, issueTags } from '../../db/schema';
import { COLOUR_PATTERN, ISSUE_TAG_DEFAULT_COLOUR, type IssueTagDef, type IssueTagDefBody } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { orFail } from './guard';
import { cleanSetting, settingWrite, type SettingCodes } from './setting-rules';

const CODES: SettingCodes = {
  empty: 'err_issue_tag_name_empty',
  tooLong: 'err_issue_field_too_long',
  duplicate: 'err_issue_tag_duplicate',
  notFound: 'err_issue_tag_not_found',
};
const toDto = (r: typeof issueTagDefs.$inferSelect, n: number): IssueTagDef => ({
  id: r.id,
  title: r.title,
  description: r.description,
  colour: r.colour,
  issue_count: n,
  created_at: r.createdAt.toISOString(),
});

function clean(body: IssueTagDefBody) {
  const { label, description } = cleanSetting(CODES, body.title, body.description);
  const colour = (body.colour ?? ISSUE_TAG_DEFAULT_COLOUR).trim();
  if (!COLOUR_PATTERN.test(colour)) throw new AppError('err_issue_tag_colour_invalid', { field: 'colour' });
  return { title: label, description, colour: colour.toUpperCase() };
}

/** The company's issue tags by title, each with how many issues carry it. */
export async function listIssueTagDefs(db: Db, companyId: number) {
  return orFail('err_issue_tag_get', async () => {
    const rows = await db
      .select({ t: issueTagDefs, n: count(issueTags.issueId) })
      .from(issueTagDefs)
      .leftJoin(issueTags, eq(issueTags.tagId, issueTagDefs.id))
      .where(eq(issueTagDefs.companyId, companyId))
      .groupBy(issueTagDefs.id)
      .orderBy(asc(sql`lower(${issueTagDefs.title})`), asc(issueTagDefs.id));
    return { items: rows.map((r) => toDto(r.t, Number(r.n))) };
  });
}

export async function createIssueTagDef(db: Db, companyId: number, body: IssueTagDefBody) {
  const values = clean(body);
  const [row] = await settingWrite(CODES, 'err_issue_tag_add', () =>
    db
      .insert(issueTagDefs)
      .values({ companyId, ...values })
      .returning(),
  );
  return toDto(row, 0);
}

export async function updateIssueTagDef(db: Db, companyId: number, id: number, body: IssueTagDefBody) {
  const values = clean(body);
  const [row] = await settingWrite(CODES, 'err_issue_tag_edit', () =>
    db
      .update(issueTagDefs)
      .set(values)
      .where(and(eq(issueTagDefs.id, id), eq(issueTagDefs.companyId, companyId)))
      .returning(),
  );
  if (!row) throw new AppError('err_issue_tag_not_found');
  const [{ n }] = await db.select({ n: count() }).from(issueTags).where(eq(issueTags.tagId, id));
  return toDto(row, Number(n));
}

/** The tag leaves every issue that carried it. */
export async function deleteIssueTagDef(db: Db, companyId: number, id: number) {
  const [row] = await orFail('err_issue_tag_delete', () =>
    db
      .delete(issueTagDefs)
      .where(and(eq(issueTagDefs.id, id), eq(issueTagDefs.companyId, companyId)))
      .returning({ id: issueTagDefs.id }),
  );
  if (!row) throw new AppError('err_issue_tag_not_found');
}
