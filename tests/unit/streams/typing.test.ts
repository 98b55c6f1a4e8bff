// Why: pins the typing indicator's timing both ways (expiry of the customer's, throttling of ours) in virtual time.
import { describe, expect, it } from 'vitest';
import type { Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { ClientMessage, ServerMessage } from '../../../contracts/socket/protocol';
import { typing$, typingSignals$, type ComposerActivity } from '../../../streams/typing';
import type { RealtimeTransport, TransportStatus } from '../../../streams/transport';

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

function marbleTransport(status$: Observable<TransportStatus>, messages$: Observable<ServerMessage>): RealtimeTransport {
  const unused = () => {
    throw new Error('typing$ should not drive the transport');
  };
  return { connect: unused, disconnect: unused, send: unused as (msg: ClientMessage) => void, status$, messages$ };
}

const typing = (typing: boolean, who: 'contact' | 'user' = 'contact', interaction_id = 7): ServerMessage => ({
  type: 'typing',
  interaction_id,
  who,
  user_id: who === 'user' ? 2 : null,
  typing,
});
const created = (interaction_id: number, author_type: 'contact' | 'user', author_user_id: number | null = null): ServerMessage => ({
  type: 'message.created',
  message: { id: 1, interaction_id, seq: 1, client_id: null, author_type, author_user_id, body: 'мессеж', created_at: '2026-11-27T00:00:00Z' },
});
const status = { c: 'connected', d: 'disconnected', r: 'connecting' } as const;
const bool = { t: true, f: false };

describe('typing$', () => {
  it('shows the customer typing and hides it after 6 s without a refresh', () => {
    newScheduler().run(({ hot, expectObservable }) => {
      const transport = marbleTransport(hot('c', status), hot('-a', { a: typing(true) }));
      expectObservable(typing$(transport, 7)).toBe('ft 5999ms f', bool);
    });
  });

  it('a refresh within 6 s keeps it shown; the expiry counts from the last refresh', () => {
    newScheduler().run(({ hot, expectObservable }) => {
      const transport = marbleTransport(hot('c', status), hot('-a 3999ms a', { a: typing(true) }));
      // Shown at 1 ms, refreshed at 4001 ms, expires at 10001 ms.
      expectObservable(typing$(transport, 7)).toBe('ft 9999ms f', bool);
    });
  });

  it('hides at once on typing false, and ignores other conversations and other senders', () => {
    newScheduler().run(({ hot, expectObservable }) => {
      const messages = { a: typing(true), b: typing(false), o: typing(true, 'contact', 8), u: typing(true, 'user') };
      const transport = marbleTransport(hot('c', status), hot('-a 9ms b 9ms o 9ms u', messages));
      expectObservable(typing$(transport, 7)).toBe('ft 9ms f', bool);
    });
  });

  it("follows a colleague's typing when asked for 'user'", () => {
    newScheduler().run(({ hot, expectObservable }) => {
      const transport = marbleTransport(hot('c', status), hot('-a -u', { a: typing(true), u: typing(true, 'user') }));
      expectObservable(typing$(transport, 7, 'user')).toBe('f--t 5999ms f', bool);
    });
  });

  it("hides on the customer's message (no false follows a message), not on a staff message or another conversation's", () => {
    newScheduler().run(({ hot, expectObservable }) => {
      const messages = { a: typing(true), s: created(7, 'user', 2), o: created(8, 'contact'), m: created(7, 'contact') };
      const transport = marbleTransport(hot('c', status), hot('-a 9ms s 9ms o 9ms m', messages));
      expectObservable(typing$(transport, 7)).toBe('ft 29ms f', bool);
    });
  });

  it("hides a colleague's typing on their message, not on another colleague's or the customer's", () => {
    newScheduler().run(({ hot, expectObservable }) => {
      const messages = { u: typing(true, 'user'), x: created(7, 'user', 3), c: created(7, 'contact'), m: created(7, 'user', 2) };
      const transport = marbleTransport(hot('c', status), hot('-u 9ms x 9ms c 9ms m', messages));
      expectObservable(typing$(transport, 7, 'user')).toBe('ft 29ms f', bool);
    });
  });

  it('hides when the connection drops', () => {
    newScheduler().run(({ hot, expectObservable }) => {
      const transport = marbleTransport(hot('c 99ms r', status), hot('-a', { a: typing(true) }));
      expectObservable(typing$(transport, 7)).toBe('ft 98ms f', bool);
    });
  });
});

describe('typingSignals$', () => {
  const activity = { i: 'input', s: 'sent' } satisfies Record<string, ComposerActivity>;

  it('sends true on the first keystroke and false after 3 s idle', () => {
    newScheduler().run(({ hot, expectObservable }) => {
      const input = hot<ComposerActivity>('-i', activity);
      expectObservable(typingSignals$(input)).toBe('-t 2999ms f', bool);
    });
  });

  it('sends true again every 3 s while typing, not on every keystroke', () => {
    newScheduler().run(({ hot, expectObservable }) => {
      // Keystrokes at 0, 1000, 2000, 3000, 4000 ms, then silence.
      const input = hot<ComposerActivity>('i 999ms i 999ms i 999ms i 999ms i', activity);
      expectObservable(typingSignals$(input)).toBe('t 2999ms t 3999ms f', bool);
    });
  });

  it('ends typing with a send and sends no false for it, nor anything more until the next keystroke', () => {
    newScheduler().run(({ hot, expectObservable }) => {
      const input = hot<ComposerActivity>('i 499ms s 9999ms i', activity);
      expectObservable(typingSignals$(input)).toBe('t 10499ms t 2999ms f', bool);
    });
  });

  it('sends nothing for a send without typing', () => {
    newScheduler().run(({ hot, expectObservable }) => {
      expectObservable(typingSignals$(hot<ComposerActivity>('-s--s', activity))).toBe('', bool);
    });
  });
});
