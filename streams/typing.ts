// Why: typing indicators both ways as pure streams, so their timing (expiry, refresh, idle) is pinned with marbles.
import {
  EMPTY,
  asyncScheduler,
  concat,
  defer,
  distinctUntilChanged,
  filter,
  map,
  merge,
  of,
  startWith,
  switchMap,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import type { ServerMessage } from '../contracts/socket/protocol';
import type { RealtimeTransport } from './transport';

/** A "typing" shown with no refresh for this long is stale: the sender may have gone. */
export const TYPING_EXPIRE_MS = 6_000;
/** While the agent keeps typing, `typing: true` is sent again this often. */
export const TYPING_REFRESH_MS = 3_000;
/** After this long without a keystroke the agent has stopped typing. */
export const TYPING_IDLE_MS = 3_000;

export interface TypingOptions {
  expireMs?: number;
  scheduler?: SchedulerLike;
}

type TypingMessage = Extract<ServerMessage, { type: 'typing' }>;

/**
 * Whether `who` ('contact' = the customer, 'user' = a colleague) is typing in the conversation:
 * true on `typing: true`; false on `typing: false`, on a message from the one typing (a sent
 * message ends typing, and no `typing: false` follows it), on `expireMs` without a refresh, and
 * when the link drops (nobody's typing is known then). Starts false; emits only changes.
 */
export function typing$(
  transport: RealtimeTransport,
  interactionId: number,
  who: TypingMessage['who'] = 'contact',
  { expireMs = TYPING_EXPIRE_MS, scheduler = asyncScheduler }: TypingOptions = {},
): Observable<boolean> {
  return defer(() => {
    // The colleague who typed last: only their message ends it.
    let typist: number | null = null;
    const signals$ = merge(
      transport.messages$.pipe(
        map((msg): boolean | null => {
          if (msg.type === 'typing' && msg.interaction_id === interactionId && msg.who === who) {
            typist = msg.user_id;
            return msg.typing;
          }
          if (msg.type !== 'message.created' || msg.message.interaction_id !== interactionId) return null;
          const { author_type, author_user_id } = msg.message;
          return (who === 'contact' ? author_type === 'contact' : author_type === 'user' && author_user_id === typist) ? false : null;
        }),
        filter((typing): typing is boolean => typing !== null),
      ),
      transport.status$.pipe(
        filter((status) => status !== 'connected'),
        map(() => false),
      ),
    );
    return signals$.pipe(
      switchMap((typing) => (typing ? concat(of(true), timer(expireMs, scheduler).pipe(map(() => false))) : of(false))),
      startWith(false),
      distinctUntilChanged(),
    );
  });
}

/** What the composer reports: a keystroke that changed the text, or a message sent. */
export type ComposerActivity = 'input' | 'sent';

export interface TypingSignalOptions {
  refreshMs?: number;
  idleMs?: number;
  scheduler?: SchedulerLike;
}

/**
 * The `typing` values to send for the composer's activity: true on the first input, true again on
 * an input at least `refreshMs` after the last true, false after `idleMs` without input. A sent
 * message ends typing with no false: the others take the message itself as the end (`typing$`),
 * which spares a signal per message both ways. Never two falses in a row, never a false before a true.
 */
export function typingSignals$(
  activity$: Observable<ComposerActivity>,
  { refreshMs = TYPING_REFRESH_MS, idleMs = TYPING_IDLE_MS, scheduler = asyncScheduler }: TypingSignalOptions = {},
): Observable<boolean> {
  return defer(() => {
    let typing = false;
    let lastTrueAt = Number.NEGATIVE_INFINITY;
    const stop = () => {
      typing = false;
      return false;
    };
    return activity$.pipe(
      switchMap((kind): Observable<boolean> => {
        if (kind === 'sent') {
          stop();
          return EMPTY;
        }
        const now = scheduler.now();
        const announce = !typing || now - lastTrueAt >= refreshMs;
        typing = true;
        if (announce) lastTrueAt = now;
        const idle$ = timer(idleMs, scheduler).pipe(map(stop));
        return announce ? concat(of(true), idle$) : idle$;
      }),
    );
  });
}
