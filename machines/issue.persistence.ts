import { createActor, type SnapshotFrom } from 'xstate';
import type { IssueStatus } from '../contracts/issue.schema';
import { issueMachine, type IssueContext, type IssueEvent } from './issue.machine';

/**
 * An issue's machine state is not stored: it follows from the row (deleted_at, status, reason),
 * so nothing can drift. `editing` lives only in a console actor; a stored issue is open, closed
 * or deleted.
 */
export interface IssueRowState {
  id: number;
  status: IssueStatus;
  reasonId: number | null;
  deleted: boolean;
}

export type IssueStateValue = 'open' | 'editing' | 'closed' | 'deleted';
export type IssueSnapshot = SnapshotFrom<typeof issueMachine>;

export function issueStateValue(row: Pick<IssueRowState, 'status' | 'deleted'>): IssueStateValue {
  if (row.deleted) return 'deleted';
  return row.status === 'closed' ? 'closed' : 'open';
}

/** The snapshot of a stored issue; asking it questions runs nothing. */
export function restoreIssue(row: IssueRowState): IssueSnapshot {
  const context: IssueContext = { id: row.id, status: row.status, reasonId: row.reasonId };
  return issueMachine.resolveState({ value: issueStateValue(row), context });
}

/** A started actor carrying on from a stored issue (the console's drawer runs one). */
export function restoreIssueActor(row: IssueRowState) {
  return createActor(issueMachine, { snapshot: restoreIssue(row), input: { id: row.id } }).start();
}

/**
 * Runs `events` in order from the stored state: the context after the last one, or null when
 * the machine refuses any of them. An edit on the server is `issue.edit` then `issue.save`.
 */
export function applyIssueEvents(row: IssueRowState, events: IssueEvent[]): { value: IssueStateValue; context: IssueContext } | null {
  const actor = restoreIssueActor(row);
  try {
    for (const event of events) {
      if (!actor.getSnapshot().can(event)) return null;
      actor.send(event);
    }
    const snapshot = actor.getSnapshot();
    return { value: snapshot.value as IssueStateValue, context: snapshot.context };
  } finally {
    actor.stop();
  }
}

export const canIssue = (row: IssueRowState, event: IssueEvent) => restoreIssue(row).can(event);
