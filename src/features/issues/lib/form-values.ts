import { z } from 'zod';
import { IssueRulesSchema, issueViolations, type Issue, type IssueBody, type IssueFields, type IssuePrefill } from '../../../../contracts/issue.schema';
import type { ErrorCode } from '../../../../contracts/errors';

/** What the form holds: selects as text ('' = not chosen), dates as the date inputs' YYYY-MM-DD. */
export interface IssueFormValues {
  name: string;
  description: string;
  contact: { id: number; name: string } | null;
  channel_id: string;
  assignee_user_id: string;
  status: string;
  priority: string;
  platform: string;
  type_id: string;
  tag_ids: number[];
  reason_id: string;
  created_date: string;
  due_date: string;
  interaction_id: number | null;
}
export type FormField =
  | 'name'
  | 'description'
  | 'contact_id'
  | 'channel_id'
  | 'assignee_user_id'
  | 'status'
  | 'priority'
  | 'platform'
  | 'type_id'
  | 'tag_ids'
  | 'reason_id'
  | 'created_at'
  | 'due_at';

export interface FieldError {
  code: ErrorCode;
  params?: Record<string, number>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');
/** The local calendar day of a moment, as a date input shows it. */
export const dayOf = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/**
 * A new issue: status and priority are not pre-chosen (spec §4: they must be chosen); the
 * assignee is the user (agents may only take issues themselves).
 */
export const emptyIssueValues = (assigneeId: number | null, prefill?: IssuePrefill): IssueFormValues => ({
  name: prefill?.name ?? '',
  description: '',
  contact: prefill?.contact ?? null,
  channel_id: prefill?.channel ? String(prefill.channel.id) : '',
  assignee_user_id: assigneeId ? String(assigneeId) : '',
  status: '',
  priority: '',
  platform: prefill?.platform ?? '',
  type_id: '',
  tag_ids: [],
  reason_id: '',
  created_date: '',
  due_date: '',
  interaction_id: prefill?.interaction_id ?? null,
});

export const valuesOf = (i: Issue): IssueFormValues => ({
  name: i.name,
  description: i.description,
  contact: i.contact,
  channel_id: i.channel ? String(i.channel.id) : '',
  assignee_user_id: i.assignee ? String(i.assignee.id) : '',
  status: i.status,
  priority: i.priority,
  platform: i.platform,
  type_id: i.type ? String(i.type.id) : '',
  tag_ids: i.tags.map((t) => t.id),
  reason_id: i.reason ? String(i.reason.id) : '',
  created_date: dayOf(i.created_at),
  due_date: dayOf(i.due_at),
  interaction_id: i.interaction_id,
});

const idOf = (v: string) => (v && /^\d+$/.test(v) ? Number(v) : null);

/**
 * The request body. A created day keeps the original time when it is unchanged (editing must not
 * move it); a chosen due day means the end of that day.
 */
export function toBody(v: IssueFormValues, original?: Issue): IssueFields {
  let created: string | null = null;
  if (original && v.created_date === dayOf(original.created_at)) created = original.created_at;
  // Today means now; an earlier day its start (the server refuses a created date in the future).
  else if (DAY.test(v.created_date)) created = v.created_date === dayOf(new Date().toISOString()) ? null : new Date(`${v.created_date}T00:00:00`).toISOString();
  else if (v.created_date) created = v.created_date;
  let due: string | null = null;
  if (DAY.test(v.due_date)) due = new Date(`${v.due_date}T23:59:59.999`).toISOString();
  else if (v.due_date) due = v.due_date;
  return {
    name: v.name,
    description: v.description,
    contact_id: v.contact?.id ?? null,
    channel_id: idOf(v.channel_id),
    interaction_id: v.interaction_id,
    assignee_user_id: idOf(v.assignee_user_id),
    status: v.status,
    priority: v.priority,
    platform: v.platform,
    type_id: idOf(v.type_id),
    tag_ids: v.tag_ids,
    reason_id: v.status === 'closed' ? idOf(v.reason_id) : null,
    created_at: created,
    due_at: due,
  };
}
export type { IssueBody };

/** The first broken rule of each field (spec §5): the same function the server answers with. */
export function formErrors(v: IssueFormValues, original?: Issue, now = Date.now()): Partial<Record<FormField, FieldError>> {
  const errors: Partial<Record<FormField, FieldError>> = {};
  for (const x of issueViolations(toBody(v, original), now)) errors[x.path[0] as FormField] ??= { code: x.code, params: x.params };
  return errors;
}

/** The form field a body field's rule (or the server's refusal naming it) is shown under. */
export const FORM_FIELD_OF = { contact_id: 'contact', interaction_id: 'contact', created_at: 'created_date', due_at: 'due_date' } as const satisfies Record<
  string,
  keyof IssueFormValues
>;
const formFieldOf = (path: PropertyKey) => (FORM_FIELD_OF as Record<PropertyKey, keyof IssueFormValues>)[path] ?? path;

/** The form's zod rules: the contracts' IssueRulesSchema over the body these values send. */
export const issueFormRules = (original?: Issue) =>
  z.custom<IssueFormValues>().superRefine((values, ctx) => {
    const checked = IssueRulesSchema.safeParse(toBody(values, original));
    if (checked.success) return;
    for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', path: [formFieldOf(issue.path[0])], message: issue.message });
  });
