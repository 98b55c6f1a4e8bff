import { assign, setup } from 'xstate';
import { ISSUE_OPEN_STATUSES, type IssueStatus } from '../contracts/issue.schema';

/**
 * Lifecycle of one issue (spec §4): open ⇄ editing, → closed (with a reason), → deleted. `open`
 * covers the working statuses (open, in progress, resolved); closing is its own state because it
 * needs a reason and ends the clock. A closed issue can be reopened; a deleted one is final.
 * The server restores it from the row to refuse an illegal change; the console asks it (`can`,
 * tags) which buttons to show.
 */
export interface IssueContext {
  id: number;
  status: IssueStatus;
  reasonId: number | null;
}

export interface IssueInput {
  id: number;
  status?: IssueStatus;
}

export type IssueEvent =
  | { type: 'issue.edit' }
  | { type: 'issue.cancel' }
  /** Ends an edit: a working status keeps it open, 'closed' closes it (and needs a reason). */
  | { type: 'issue.save'; status: IssueStatus; reasonId?: number | null }
  | { type: 'issue.close'; reasonId: number | null }
  | { type: 'issue.reopen' }
  | { type: 'issue.delete' }
  | { type: 'issue.comment' }
  | { type: 'issue.attach' };

export type IssueTag = 'canEdit' | 'canClose' | 'canReopen' | 'canDelete' | 'canComment' | 'canAttach' | 'editing';

const isWorking = (status: unknown) => (ISSUE_OPEN_STATUSES as readonly unknown[]).includes(status);
const hasReason = (reasonId: number | null | undefined) => typeof reasonId === 'number' && reasonId > 0;

export const issueMachine = setup({
  types: {
    context: {} as IssueContext,
    events: {} as IssueEvent,
    input: {} as IssueInput,
    tags: {} as IssueTag,
  },
  guards: {
    savesOpen: ({ event }) => event.type === 'issue.save' && isWorking(event.status),
    savesClosed: ({ event }) => event.type === 'issue.save' && event.status === 'closed' && hasReason(event.reasonId),
    closesWithReason: ({ event }) => event.type === 'issue.close' && hasReason(event.reasonId),
  },
  actions: {
    keepStatus: assign({ status: ({ event, context }) => (event.type === 'issue.save' ? event.status : context.status) }),
    recordClose: assign(({ event }) => ({
      status: 'closed' as const,
      reasonId: event.type === 'issue.close' || event.type === 'issue.save' ? (event.reasonId ?? null) : null,
    })),
    reopen: assign({ status: 'open' as const, reasonId: null }),
    // `can()` counts a transition only when it targets a state or runs an action: this one marks
    // comments and attachments as allowed without changing anything.
    allowed: () => {},
  },
}).createMachine({
  id: 'issue',
  context: ({ input }) => ({ id: input.id, status: input.status ?? 'open', reasonId: null }),
  initial: 'open',
  states: {
    open: {
      tags: ['canEdit', 'canClose', 'canDelete', 'canComment', 'canAttach'],
      on: {
        'issue.edit': 'editing',
        'issue.close': { guard: 'closesWithReason', target: 'closed', actions: 'recordClose' },
        'issue.delete': 'deleted',
        // Allowed here, with no change of state: the server asks before storing one.
        'issue.comment': { actions: 'allowed' },
        'issue.attach': { actions: 'allowed' },
      },
    },
    editing: {
      tags: ['editing', 'canComment', 'canAttach'],
      on: {
        'issue.save': [
          { guard: 'savesOpen', target: 'open', actions: 'keepStatus' },
          { guard: 'savesClosed', target: 'closed', actions: 'recordClose' },
        ],
        'issue.cancel': 'open',
        'issue.close': { guard: 'closesWithReason', target: 'closed', actions: 'recordClose' },
        'issue.delete': 'deleted',
        'issue.comment': { actions: 'allowed' },
        'issue.attach': { actions: 'allowed' },
      },
    },
    closed: {
      tags: ['canReopen', 'canDelete', 'canComment'],
      on: {
        'issue.reopen': { target: 'open', actions: 'reopen' },
        'issue.delete': 'deleted',
        'issue.comment': { actions: 'allowed' },
      },
    },
    // Soft-deleted: kept for the record, nothing more happens to it.
    deleted: { type: 'final' },
  },
});
