import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/lib/i18n';
import { emptyIssueValues, formErrors, toBody, valuesOf, type IssueFormValues } from '../../../src/features/issues/lib/form-values';
import { issueOf } from './issues-fixture';

const valid: IssueFormValues = {
  ...emptyIssueValues(1),
  name: 'Захиалга ирээгүй',
  contact: { id: 5, name: 'Бат Болд' },
  channel_id: '2',
  status: 'open',
  priority: 'high',
  platform: 'web_chat',
};
const codes = (patch: Partial<IssueFormValues>) => Object.fromEntries(Object.entries(formErrors({ ...valid, ...patch })).map(([f, e]) => [f, e!.code]));

describe('issue form rules (spec §4, §5), the same the server answers with', () => {
  it('a new form starts with status and priority not chosen, so both must be picked', () => {
    expect(codes({ status: emptyIssueValues(1).status, priority: emptyIssueValues(1).priority })).toEqual({
      status: 'err_issue_status_invalid',
      priority: 'err_issue_priority_invalid',
    });
    expect(codes({})).toEqual({});
  });

  it('names every missing or broken field', () => {
    expect(codes({ name: '' })).toEqual({ name: 'err_issue_name_empty' });
    expect(codes({ name: ' ab ' })).toEqual({ name: 'err_issue_name_too_short' });
    expect(codes({ name: 'abc' })).toEqual({});
    expect(codes({ contact: null, channel_id: '', assignee_user_id: '', platform: '' })).toEqual({
      contact_id: 'err_issue_contact_empty',
      channel_id: 'err_issue_channel_empty',
      assignee_user_id: 'err_issue_assignee_empty',
      platform: 'err_issue_platform_empty',
    });
    expect(codes({ status: 'closed' })).toEqual({ reason_id: 'err_issue_reason_empty' });
    expect(codes({ status: 'closed', reason_id: '31' })).toEqual({});
    expect(codes({ description: 'x'.repeat(5001) })).toEqual({ description: 'err_issue_field_too_long' });
  });

  it('dates: a created day in the future and a due day before the created day are refused', () => {
    expect(codes({ created_date: '2999-01-01' })).toEqual({ created_at: 'err_issue_created_date_invalid' });
    expect(codes({ created_date: '2025-03-10', due_date: '2025-03-09' })).toEqual({ due_at: 'err_issue_due_date_invalid' });
    expect(codes({ created_date: '2025-03-10', due_date: '2025-03-10' })).toEqual({});
    expect(codes({ due_date: '2000-01-01' })).toEqual({ due_at: 'err_issue_due_date_invalid' });
  });

  it('the body: ids as numbers, the due day ends at midnight, a reason only when closing, an unchanged created day keeps its time', () => {
    const body = toBody({ ...valid, due_date: '2025-04-02', reason_id: '31', tag_ids: [21] });
    expect(body).toMatchObject({ contact_id: 5, channel_id: 2, assignee_user_id: 1, reason_id: null, tag_ids: [21], created_at: null });
    expect(new Date(body.due_at!).getHours()).toBe(23);
    const issue = issueOf(7, { created_at: '2025-03-01T04:30:00.000Z' });
    expect(toBody(valuesOf(issue), issue).created_at).toBe('2025-03-01T04:30:00.000Z');
    expect(toBody({ ...valid, status: 'closed', reason_id: '31' }).reason_id).toBe(31);
  });

  it('every rule reads in both languages', () => {
    for (const lng of ['mn', 'en']) {
      const t = i18n.getFixedT(lng, 'errors');
      for (const code of [
        'err_issue_status_invalid',
        'err_issue_priority_invalid',
        'err_issue_reason_empty',
        'err_issue_attachment_too_large',
        'err_issue_due_date_invalid',
      ] as const) {
        expect(t(code), `${lng} ${code}`).not.toBe(code);
      }
    }
    expect(i18n.getFixedT('mn', 'errors')('err_issue_status_invalid')).toBe('Төлөв сонгоно уу.');
  });
});
