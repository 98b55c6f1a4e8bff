import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, cleanup } from '@testing-library/react';
import { FakeTransport } from '../../../streams/fake-transport';
import { RealtimeProvider, usePresenceMap, useConnectionStatus, PresenceEffect, AWAY_AFTER_MS } from '../../../src/lib/realtime/realtime-provider';

function Wall() {
  const map = usePresenceMap();
  const status = useConnectionStatus();
  return (
    <div data-testid="wall">
      {typeof status === 'string' ? status : 'refused'}:{[...map].map(([id, p]) => `${id}=${p}`).join(',')}
    </div>
  );
}
const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
};
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('provider', () => {
  it('connects, shows presence, disconnects on unmount', async () => {
    vi.useFakeTimers();
    const t = new FakeTransport();
    const { unmount } = render(
      <RealtimeProvider transport={t}>
        <Wall />
      </RealtimeProvider>,
    );
    expect(t.connectCalls).toBe(1);
    act(() => {
      t.setStatus('connected')
        .receive({ type: 'presence.snapshot', users: [{ user_id: 3, presence: 'away' }] })
        .flush();
    });
    expect(screen.getByTestId('wall').textContent).toBe('connected:');
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(screen.getByTestId('wall').textContent).toBe('connected:3=away');
    unmount();
    expect(t.disconnectCalls).toBe(1);
  });
  it('PresenceEffect goes away after 60s hidden and back online', () => {
    vi.useFakeTimers();
    const t = new FakeTransport('connected');
    render(
      <RealtimeProvider transport={t}>
        <PresenceEffect />
      </RealtimeProvider>,
    );
    setHidden(true);
    act(() => {
      vi.advanceTimersByTime(AWAY_AFTER_MS - 1);
    });
    expect(t.sent).toEqual([]);
    setHidden(false);
    setHidden(true); // brief visit resets the clock
    act(() => {
      vi.advanceTimersByTime(AWAY_AFTER_MS - 1);
    });
    expect(t.sent).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(t.sent).toEqual([{ type: 'presence.set', presence: 'away' }]);
    act(() => {
      t.setStatus('connecting').setStatus('connected').flush();
    });
    expect(t.sent.length).toBe(2);
    setHidden(false);
    expect(t.sent.at(-1)).toEqual({ type: 'presence.set', presence: 'online' });
    expect(t.sent.length).toBe(3);
  });
});
