import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageNote } from '../../../contracts/message.schema';
import { SystemNote } from '../../../src/components/system-note';
import { i18n } from '../../../src/lib/i18n';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('mn');
});

const NOTE: MessageNote = [
  { key: 'calls:timeline.incoming', params: { caller: '99112233' } },
  { key: 'calls:timeline.ended_caller', params: { duration: 42 } },
];
const STORED = 'Ирсэн дуудлага: 99112233. Залгагч дуудлагыг тасалсан. Үргэлжилсэн хугацаа: 42 сек';

describe("a call's timeline line", () => {
  it("is shown in the reader's language from its keys", async () => {
    await act(() => i18n.changeLanguage('en'));
    render(<SystemNote body={STORED} note={NOTE} />);
    expect(await screen.findByText('Incoming call from 99112233. The caller hung up. Duration: 42 s')).toBeTruthy();
    await act(() => i18n.changeLanguage('mn'));
    expect(await screen.findByText(STORED)).toBeTruthy();
  });

  it('an older row stored as text only is shown as stored', () => {
    render(<SystemNote body="Дуудлагад хариулсан (c1x101)" />);
    expect(screen.getByText('Дуудлагад хариулсан (c1x101)')).toBeTruthy();
  });
});

describe("a channel's handover line", () => {
  it("is shown in the reader's language from its keys, loading the channels' namespace", async () => {
    const stored = 'Facebook: харилцааг бидэнд буцааж шилжүүллээ';
    await act(() => i18n.changeLanguage('en'));
    render(<SystemNote body={stored} note={[{ key: 'channels:timeline.thread_passed', params: {} }]} />);
    expect(await screen.findByText('Facebook: the conversation was passed back to us')).toBeTruthy();
    await act(() => i18n.changeLanguage('mn'));
    expect(await screen.findByText(stored)).toBeTruthy();
  });
});
