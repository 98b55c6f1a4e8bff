import { z } from 'zod';
import { textRule } from './field-rules';
import { ISSUE_SETTING_DESCRIPTION_MAX, ISSUE_SETTING_NAME_MAX } from './issue.schema';

/** Issue settings: types (title, description), tags (title, description, colour), reasons (name, description). */
export const ISSUE_SETTING_KINDS = ['types', 'tags', 'reasons'] as const;
export type IssueSettingKind = (typeof ISSUE_SETTING_KINDS)[number];
export const COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const ISSUE_TAG_DEFAULT_COLOUR = '#0F6CBD';

export const IssueTypeSchema = z.object({ id: z.number().int(), title: z.string(), description: z.string(), issue_count: z.number().int(), created_at: z.string() });
export type IssueType = z.infer<typeof IssueTypeSchema>;
export const IssueTypeBodySchema = z.object({ title: z.string().max(10_000), description: z.string().max(10_000).default('') }).strict();
export type IssueTypeBody = z.input<typeof IssueTypeBodySchema>;

export const IssueTagDefSchema = IssueTypeSchema.extend({ colour: z.string() });
export type IssueTagDef = z.infer<typeof IssueTagDefSchema>;
export const IssueTagDefBodySchema = IssueTypeBodySchema.extend({ colour: z.string().max(50).default(ISSUE_TAG_DEFAULT_COLOUR) }).strict();
export type IssueTagDefBody = z.input<typeof IssueTagDefBodySchema>;

export const IssueReasonSchema = z.object({ id: z.number().int(), name: z.string(), description: z.string(), issue_count: z.number().int(), created_at: z.string() });
export type IssueReason = z.infer<typeof IssueReasonSchema>;
export const IssueReasonBodySchema = z.object({ name: z.string().max(10_000), description: z.string().max(10_000).default('') }).strict();
export type IssueReasonBody = z.input<typeof IssueReasonBodySchema>;

export const IssueTypeListSchema = z.object({ items: z.array(IssueTypeSchema) });
export const IssueTagDefListSchema = z.object({ items: z.array(IssueTagDefSchema) });
export const IssueReasonListSchema = z.object({ items: z.array(IssueReasonSchema) });

const SETTING_NAME_EMPTY = { types: 'err_issue_type_name_empty', tags: 'err_issue_tag_name_empty', reasons: 'err_issue_reason_name_empty' } as const;

/** The rules of the type, tag and reason forms: a name, a description, and a tag's #RRGGBB colour. */
export const issueSettingRules = (kind: IssueSettingKind) =>
  z.object({
    label: textRule(ISSUE_SETTING_NAME_MAX).min(1, { error: SETTING_NAME_EMPTY[kind] }),
    description: textRule(ISSUE_SETTING_DESCRIPTION_MAX),
    colour: kind === 'tags' ? z.string().regex(COLOUR_PATTERN, { error: 'err_issue_tag_colour_invalid' }) : z.string().optional(),
  });
