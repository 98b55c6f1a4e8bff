import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, type Permission } from '../../../contracts/permissions';
import { issuesSearch } from '../../../src/features/issues/api/list-issues';
import { EMPTY_FILTERS, fromViewFilters, hasFilters, toIssueFilter, toViewFilters } from '../../../src/features/issues/lib/filters';
import { issueActions } from '../../../src/features/issues/lib/issue-actions';
import { issueOf } from './issues-fixture';

describe('issue list filters build the server query', () => {
  it('sends only what is chosen; a date range only when complete', () => {
    expect(toIssueFilter(EMPTY_FILTERS)).toEqual({});
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    const start = new Date('2025-03-01T00:00:00Z');
    const end = new Date('2025-03-31T23:59:59Z');
    const filter = toIssueFilter({
      ...EMPTY_FILTERS,
      q: '  төлбөр ',
      status: 'in_progress',
      priority: 'urgent',
      assigneeId: '3',
      typeId: '11',
      tagId: '21',
      channelId: '2',
      range: { start, end },
    });
    expect(filter).toEqual({
      q: 'төлбөр',
      status: 'in_progress',
      priority: 'urgent',
      assignee_id: 3,
      type_id: 11,
      tag_id: 21,
      channel_id: 2,
      created_from: start.toISOString(),
      created_to: end.toISOString(),
    });
    expect(toIssueFilter({ ...EMPTY_FILTERS, range: { start, end: null } })).toEqual({});
    const search = new URLSearchParams(issuesSearch({ ...filter, page: 2, size: 50 }).slice(1));
    expect(Object.fromEntries(search)).toMatchObject({ status: 'in_progress', assignee_id: '3', tag_id: '21', created_from: start.toISOString(), page: '2', size: '50' });
  });

  it('a saved view restores the same filters', () => {
    const state = { ...EMPTY_FILTERS, status: 'closed', tagId: '21', range: { start: new Date('2025-01-01T00:00:00Z'), end: new Date('2025-01-02T00:00:00Z') } };
    expect(toIssueFilter(fromViewFilters(toViewFilters(state)))).toEqual(toIssueFilter(state));
  });
});

describe('what the detail offers: the machine’s state and the permissions', () => {
  const has = (perms: readonly Permission[]) => (p: Permission) => perms.includes(p);
  it('an open issue for an admin: edit, close, delete, comment, attach; no reopen', () => {
    expect(issueActions(issueOf(1), has(DEFAULT_ROLE_PERMISSIONS.admin))).toEqual({ edit: true, close: true, reopen: false, delete: true, comment: true, attach: true });
  });
  it('an agent may not delete; a guest only comments', () => {
    expect(issueActions(issueOf(1), has(DEFAULT_ROLE_PERMISSIONS.agent))).toMatchObject({ edit: true, close: true, delete: false });
    expect(issueActions(issueOf(1), has(DEFAULT_ROLE_PERMISSIONS.guest))).toEqual({
      edit: false,
      close: false,
      reopen: false,
      delete: false,
      comment: true,
      attach: false,
    });
  });
  it('closed: reopen and delete; deleted: nothing', () => {
    const closed = issueOf(1, { status: 'closed', reason: { id: 31, name: 'x' } });
    expect(issueActions(closed, has(DEFAULT_ROLE_PERMISSIONS.admin))).toEqual({ edit: false, close: false, reopen: true, delete: true, comment: true, attach: false });
    const deleted = issueOf(1, { deleted_at: '2025-03-02T00:00:00.000Z' });
    expect(Object.values(issueActions(deleted, has(DEFAULT_ROLE_PERMISSIONS.admin))).some(Boolean)).toBe(false);
  });
});
