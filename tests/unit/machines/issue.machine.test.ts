import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { issueMachine, type IssueEvent } from '../../../machines/issue.machine';
import { applyIssueEvents, canIssue, issueStateValue, restoreIssue, type IssueRowState } from '../../../machines/issue.persistence';

const start = () => createActor(issueMachine, { input: { id: 7 } }).start();
const row = (patch: Partial<IssueRowState> = {}): IssueRowState => ({ id: 7, status: 'open', reasonId: null, deleted: false, ...patch });

describe('issue machine: open ⇄ editing → closed (with a reason) → deleted', () => {
  it('walks open → editing → open → closed → open → deleted', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'issue.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    actor.send({ type: 'issue.save', status: 'in_progress' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.status).toBe('in_progress');
    actor.send({ type: 'issue.close', reasonId: 3 });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toMatchObject({ status: 'closed', reasonId: 3 });
    actor.send({ type: 'issue.reopen' });
    expect(actor.getSnapshot().context).toMatchObject({ status: 'open', reasonId: null });
    actor.send({ type: 'issue.delete' });
    expect(actor.getSnapshot().value).toBe('deleted');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('closing needs a reason, whether by close or by saving the status closed', () => {
    const actor = start();
    expect(actor.getSnapshot().can({ type: 'issue.close', reasonId: null })).toBe(false);
    actor.send({ type: 'issue.close', reasonId: null });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'issue.edit' });
    expect(actor.getSnapshot().can({ type: 'issue.save', status: 'closed' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'issue.save', status: 'closed', reasonId: 0 })).toBe(false);
    actor.send({ type: 'issue.save', status: 'closed', reasonId: 2 });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.reasonId).toBe(2);
  });

  it('cancelling an edit keeps the status', () => {
    const actor = start();
    actor.send({ type: 'issue.edit' });
    actor.send({ type: 'issue.cancel' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.status).toBe('open');
  });

  it('refuses what the state does not allow', () => {
    const closed = restoreIssue(row({ status: 'closed', reasonId: 1 }));
    expect(closed.can({ type: 'issue.close', reasonId: 1 })).toBe(false);
    expect(closed.can({ type: 'issue.edit' })).toBe(false);
    expect(closed.can({ type: 'issue.attach' })).toBe(false);
    expect(closed.can({ type: 'issue.comment' })).toBe(true);
    expect(closed.can({ type: 'issue.reopen' })).toBe(true);
    const deleted = restoreIssue(row({ deleted: true }));
    for (const event of [
      { type: 'issue.edit' },
      { type: 'issue.close', reasonId: 1 },
      { type: 'issue.delete' },
      { type: 'issue.comment' },
      { type: 'issue.attach' },
      { type: 'issue.reopen' },
    ] satisfies IssueEvent[]) {
      expect(deleted.can(event), event.type).toBe(false);
    }
    const open = restoreIssue(row({ status: 'resolved' }));
    expect(open.can({ type: 'issue.reopen' })).toBe(false);
    expect(open.can({ type: 'issue.comment' })).toBe(true);
    expect(open.can({ type: 'issue.attach' })).toBe(true);
  });

  it('tags tell the console which buttons to show', () => {
    const tags = (r: IssueRowState) => [...restoreIssue(r).tags].sort();
    expect(tags(row())).toEqual(['canAttach', 'canClose', 'canComment', 'canDelete', 'canEdit']);
    expect(tags(row({ status: 'closed', reasonId: 1 }))).toEqual(['canComment', 'canDelete', 'canReopen']);
    expect(tags(row({ deleted: true }))).toEqual([]);
  });
});

describe('issue persistence: the state follows from the row', () => {
  it('maps deleted_at and status to the state', () => {
    expect(issueStateValue({ status: 'in_progress', deleted: false })).toBe('open');
    expect(issueStateValue({ status: 'closed', deleted: false })).toBe('closed');
    expect(issueStateValue({ status: 'closed', deleted: true })).toBe('deleted');
  });

  it('applies a server edit as edit + save, or refuses it', () => {
    expect(applyIssueEvents(row(), [{ type: 'issue.edit' }, { type: 'issue.save', status: 'resolved' }])).toEqual({
      value: 'open',
      context: { id: 7, status: 'resolved', reasonId: null },
    });
    expect(applyIssueEvents(row(), [{ type: 'issue.edit' }, { type: 'issue.save', status: 'closed', reasonId: 4 }])?.value).toBe('closed');
    expect(applyIssueEvents(row({ status: 'closed', reasonId: 1 }), [{ type: 'issue.edit' }])).toBeNull();
    expect(applyIssueEvents(row({ deleted: true }), [{ type: 'issue.delete' }])).toBeNull();
    expect(canIssue(row({ status: 'closed', reasonId: 1 }), { type: 'issue.close', reasonId: 2 })).toBe(false);
  });
});
