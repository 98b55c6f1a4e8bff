import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnCalls from '../../../locales/mn/calls.json';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { item, renderInteractions, summary } from '../interactions/fixture';

beforeEach(async () => {
  await resetBrowserState();
  sessionStorage.clear();
});
afterEach(cleanup);

const ago = (s: number) => new Date(Date.now() - s * 1000).toISOString();
const talkSeconds = (text: string) => {
  const m = /(?:(\d+) мин )?(\d+) сек/.exec(text);
  return m ? Number(m[1] ?? 0) * 60 + Number(m[2]) : NaN;
};
const callRow = () => document.querySelector('[data-interaction-id="7"]') as HTMLElement;

describe('the live list: a call conversation', () => {
  it('ticks the talk time each second, says when it is on hold, and shows the length once it ended', async () => {
    const call = { state: 'talking' as const, answered_at: ago(65), ended_at: null, duration_s: null };
    const { transport, connect } = renderInteractions('/interacts/live', [item(7, { channel_type: 'call', contact_name: 'Болд', call })], {
      'GET /api/interactions/7/messages': () => json(200, { items: [] }),
    });
    await screen.findByText('Болд', {}, { timeout: 10_000 });
    connect();
    const shown = () => talkSeconds(callRow().querySelector('[data-testid="call-row-duration"]')!.textContent!);
    await waitFor(() => expect(callRow().textContent).toContain(mnCalls.phone.talking.split(' ·')[0]));
    const first = shown();
    expect(first).toBeGreaterThanOrEqual(65);
    expect(first).toBeLessThan(80);
    await waitFor(() => expect(shown()).toBeGreaterThan(first), { timeout: 3000 });

    // The agent holds the caller: the same ticking time, said as on hold.
    const held = summary(7, { channel_type: 'call', contact_name: 'Болд', call: { ...call, state: 'held' } });
    act(() => void transport.receive({ type: 'interaction.changed', interaction: held }).flush());
    await waitFor(() => expect(callRow().textContent).toContain(mnCalls.phone.onHold.split(' ·')[0]));

    // The call ends: wrap-up shows its length, no longer ticking.
    const ended = summary(7, { channel_type: 'call', contact_name: 'Болд', call: { ...call, state: 'ended', ended_at: ago(0), duration_s: 125 } });
    act(() => void transport.receive({ type: 'interaction.changed', interaction: ended }).flush());
    await waitFor(() => expect(callRow().textContent).toContain(mnCalls.list.ended.replace('{{duration}}', '2 мин 5 сек')));
  });

  it('a chat keeps its waiting time', async () => {
    renderInteractions('/interacts/live', [item(7, { contact_name: 'Болд' })]);
    await screen.findByText('Болд', {}, { timeout: 10_000 });
    expect(callRow().querySelector('[data-testid="call-row-duration"]')).toBeNull();
    expect(callRow().textContent).toContain('5 минутын өмнө');
  });
});
