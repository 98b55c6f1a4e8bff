// Why: pins presence$ behaviour (snapshot, changes, batching, reset and rebuild) in virtual time with marbles.
import { describe, expect, it } from 'vitest';
import type { Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { ClientMessage, ServerMessage } from '../../../contracts/socket/protocol';
import type { Presence } from '../../../contracts/user.schema';
import { presence$, setPresence, type PresenceMap } from '../../../streams/presence';
import { FakeTransport } from '../../../streams/fake-transport';
import type { RealtimeTransport, TransportStatus } from '../../../streams/transport';

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

/** A transport whose streams are marble observables; presence$ never calls its methods. */
function marbleTransport(status$: Observable<TransportStatus>, messages$: Observable<ServerMessage>): RealtimeTransport {
  const unused = () => {
    throw new Error('presence$ should not drive the transport');
  };
  return { connect: unused, disconnect: unused, send: unused as (msg: ClientMessage) => void, status$, messages$ };
}

const presenceMap = (entries: Record<number, Presence>): PresenceMap => new Map(Object.entries(entries).map(([id, p]) => [Number(id), p]));

const snapshot = (entries: Record<number, Presence>): ServerMessage => ({
  type: 'presence.snapshot',
  users: Object.entries(entries).map(([id, presence]) => ({ user_id: Number(id), presence })),
});
const changed = (user_id: number, presence: Presence): ServerMessage => ({ type: 'presence.changed', user_id, presence });

const status = { c: 'connected', d: 'disconnected', r: 'connecting', x: { refused: 'unauthenticated' } } as const;

describe('presence$', () => {
  it('emits the snapshot, then each change, a batch window after it arrives', () => {
    newScheduler().run(({ hot, expectObservable }) => {
      const messages = {
        e: changed(9, 'online'), // before any snapshot: not synced yet, ignored
        s: snapshot({ 1: 'online', 2: 'away' }),
        a: changed(2, 'online'),
        b: changed(3, 'offline'),
      };
      const transport = marbleTransport(hot('c', status), hot('e 9ms s 299ms a 299ms b', messages));

      expectObservable(presence$(transport)).toBe('260ms S 299ms A 299ms B', {
        S: presenceMap({ 1: 'online', 2: 'away' }),
        A: presenceMap({ 1: 'online', 2: 'online' }),
        B: presenceMap({ 1: 'online', 2: 'online', 3: 'offline' }),
      });
    });
  });

  it('turns a burst of changes into one emission with the final state', () => {
    newScheduler().run(({ hot, expectObservable }) => {
      const messages = {
        s: snapshot({ 1: 'online', 2: 'online' }),
        a: changed(1, 'away'),
        b: changed(2, 'away'),
        c: changed(1, 'offline'),
        d: changed(3, 'online'),
      };
      const transport = marbleTransport(hot('c', status), hot('s 299ms abcd', messages));

      // a opens the window at 300 ms; b, c and d land inside it.
      expectObservable(presence$(transport)).toBe('250ms S 299ms F', {
        S: presenceMap({ 1: 'online', 2: 'online' }),
        F: presenceMap({ 1: 'offline', 2: 'away', 3: 'online' }),
      });
    });
  });

  it('repaints at most once per batch window at a sustained event rate', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot }) => {
      // A snapshot, then one change every 10 ms for 2 s (user 1 flips between online and away).
      const flips = Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? 'a' : 'o')).join(' 9ms ');
      const messages = { s: snapshot({ 1: 'online' }), a: changed(1, 'away'), o: changed(1, 'online') };
      const transport = marbleTransport(hot('c', status), hot(`s 9ms ${flips}`, messages));

      const times: number[] = [];
      let last: PresenceMap | undefined;
      presence$(transport).subscribe((m) => {
        times.push(scheduler.now());
        last = m;
      });
      scheduler.flush();

      expect(last).toEqual(presenceMap({ 1: 'online' })); // the final flip is not lost

      expect(times.length).toBeGreaterThanOrEqual(8); // the feed keeps moving...
      expect(times.length).toBeLessThanOrEqual(9); // ...but ~4 a second, not 100
      for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(250);
    });
  });

  it('honours an injected scheduler and batch window', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const transport = marbleTransport(hot('c', status), hot('s', { s: snapshot({ 4: 'away' }) }));
      expectObservable(presence$(transport, { batchMs: 40, scheduler })).toBe('40ms S', {
        S: presenceMap({ 4: 'away' }),
      });
    });
  });

  it('lets a later snapshot replace the map, dropping users it no longer lists', () => {
    newScheduler().run(({ hot, expectObservable }) => {
      const messages = { s: snapshot({ 1: 'online', 2: 'away' }), t: snapshot({ 2: 'online' }) };
      const transport = marbleTransport(hot('c', status), hot('s 299ms t', messages));

      expectObservable(presence$(transport)).toBe('250ms S 299ms T', {
        S: presenceMap({ 1: 'online', 2: 'away' }),
        T: presenceMap({ 2: 'online' }),
      });
    });
  });

  it('does not repaint for a change that changes nothing, nor for unrelated messages', () => {
    newScheduler().run(({ hot, expectObservable }) => {
      const messages = {
        s: snapshot({ 1: 'online' }),
        n: changed(1, 'online'), // user 1 is already online
        p: { type: 'permissions.changed' } as const,
        h: { type: 'hello', v: 1, user_id: 1, company_id: 1 } as const,
      };
      const transport = marbleTransport(hot('c', status), hot('s 299ms (nph)', messages));

      expectObservable(presence$(transport)).toBe('250ms S', { S: presenceMap({ 1: 'online' }) });
    });
  });

  it('empties the map when the connection drops, and ignores changes until the next snapshot', () => {
    newScheduler().run(({ hot, expectObservable }) => {
      const messages = { s: snapshot({ 1: 'online', 2: 'away' }), a: changed(1, 'away') };
      const transport = marbleTransport(hot('c 499ms d', status), hot('s 599ms a', messages));

      expectObservable(presence$(transport)).toBe('250ms S 499ms E', {
        S: presenceMap({ 1: 'online', 2: 'away' }),
        E: presenceMap({}),
      });
    });
  });

  it('treats reconnecting and a refusal as a drop too', () => {
    newScheduler().run(({ hot, expectObservable }) => {
      const messages = { s: snapshot({ 1: 'online' }), t: snapshot({ 2: 'online' }) };
      const transport = marbleTransport(hot('c 299ms r 299ms c 299ms x', status), hot('s 609ms t', messages));

      // r@300 → E@550; c@600, t@610 → T@860; x@900 → E@1150.
      expectObservable(presence$(transport)).toBe('250ms S 299ms E 309ms T 289ms E', {
        S: presenceMap({ 1: 'online' }),
        T: presenceMap({ 2: 'online' }),
        E: presenceMap({}),
      });
    });
  });

  it('rebuilds from the snapshot after a reconnect, ignoring changes that arrive before it', () => {
    newScheduler().run(({ hot, expectObservable }) => {
      const messages = {
        s: snapshot({ 1: 'online', 2: 'online' }),
        e: changed(1, 'away'), // reconnected, but no snapshot yet
        t: snapshot({ 2: 'away', 3: 'online' }),
        a: changed(3, 'offline'),
      };
      const transport = marbleTransport(hot('c 299ms d 299ms c', status), hot('s 649ms e 299ms t 299ms a', messages));
      // s@0 → S@250; d@300 → E@550; c@600; e@650 ignored; t@950 → T@1200; a@1250 → A@1500.
      expectObservable(presence$(transport)).toBe('250ms S 299ms E 649ms T 299ms A', {
        S: presenceMap({ 1: 'online', 2: 'online' }),
        E: presenceMap({}),
        T: presenceMap({ 2: 'away', 3: 'online' }),
        A: presenceMap({ 2: 'away', 3: 'offline' }),
      });
    });
  });

  it('does not flash an empty wall when the link drops and returns within one window', () => {
    newScheduler().run(({ hot, expectObservable }) => {
      const messages = { s: snapshot({ 1: 'online' }), t: snapshot({ 1: 'away' }) };
      const transport = marbleTransport(hot('c 299ms d 49ms c', status), hot('s 354ms t', messages));

      // d@300 opens a window; c@350 and t@355 land in it, so only the rebuilt map is emitted.
      expectObservable(presence$(transport)).toBe('250ms S 299ms T', {
        S: presenceMap({ 1: 'online' }),
        T: presenceMap({ 1: 'away' }),
      });
    });
  });

  it('keeps separate state per subscriber', () => {
    newScheduler().run(({ hot, expectObservable }) => {
      const messages = { s: snapshot({ 1: 'online' }), a: changed(1, 'away') };
      const transport = marbleTransport(hot('c', status), hot('s 299ms a', messages));
      const feed = presence$(transport);

      expectObservable(feed).toBe('250ms S 299ms A', { S: presenceMap({ 1: 'online' }), A: presenceMap({ 1: 'away' }) });
      // Subscribes after the snapshot: it must not pick up the first subscriber's map.
      expectObservable(feed, '100ms ^').toBe('');
    });
  });

  it('emits maps that later events do not mutate', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot }) => {
      const messages = { s: snapshot({ 1: 'online' }), a: changed(1, 'away') };
      const transport = marbleTransport(hot('c', status), hot('s 299ms a', messages));
      const seen: PresenceMap[] = [];
      presence$(transport).subscribe((m) => seen.push(m));
      scheduler.flush();

      expect(seen).toHaveLength(2);
      expect(seen[0].get(1)).toBe('online');
      expect(seen[1].get(1)).toBe('away');
    });
  });
});

describe('presence$ over the hand-flushed fake', () => {
  it('shows what the test flushed, a batch window after the flush', () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      const transport = new FakeTransport();
      transport.setStatus('connected').receive(snapshot({ 7: 'online' })); // queued at 0 ms
      scheduler.schedule(() => transport.flush(), 1000);
      scheduler.schedule(() => transport.setStatus('disconnected').flush(), 1500);

      expectObservable(presence$(transport, { scheduler })).toBe('1250ms S 499ms E', {
        S: presenceMap({ 7: 'online' }),
        E: presenceMap({}),
      });
    });
  });
});

describe('setPresence', () => {
  it('sends presence.set with the chosen presence', () => {
    const transport = new FakeTransport('connected');
    setPresence(transport, 'away');
    setPresence(transport, 'online');
    expect(transport.sent).toEqual([
      { type: 'presence.set', presence: 'away' },
      { type: 'presence.set', presence: 'online' },
    ]);
  });
});
