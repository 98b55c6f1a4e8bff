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
 * true on `typing: true`, false on `typing: false`, on `expireMs` without a refresh, and when the
 * link drops (nobody's typing is known then). Starts false; emits only changes.
 */
export function typing$(
  transport: RealtimeTransport,
  interactionId: number,
  who: TypingMessage['who'] = 'contact',
  { expireMs = TYPING_EXPIRE_MS, scheduler = asyncScheduler }: TypingOptions = {},
): Observable<boolean> {
  const signals$ = merge(
    transport.messages$.pipe(
      filter((msg): msg is TypingMessage => msg.type === 'typing' && msg.interaction_id === interactionId && msg.who === who),
      map((msg) => msg.typing),
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
 * an input at least `refreshMs` after the last true, false after `idleMs` without input or at once
 * when the message is sent. Never two falses in a row, never a false before a true.
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
        if (kind === 'sent') return typing ? of(stop()) : EMPTY;
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
